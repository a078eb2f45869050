import type { CardSummary } from "@keen/contracts";
import { useQuery } from "@tanstack/react-query";
import { useCardTypes } from "../api/get-card-types";
import { cardsQueryOptions, useCards } from "../api/get-cards";
import { CardTile } from "../components/card-tile";
import { CardTileSkeleton } from "../components/card-tile-skeleton";
import { LandingSection } from "./landing-section";

/** Types whose cards are featured until curated featured cards exist. */
const featuredTypeNames = ["course", "program"];

/**
 * "Featured" cards. Until the institutions issue brings real, curated featured cards, this shows
 * the most recently updated published Course and Program cards (whole-course material is what
 * visitors most often look for), topped up to three with the most recently updated cards of any
 * type. Hidden when nothing is published at all (the recent section already says so).
 */
export function FeaturedCardsSection() {
  const types = useCardTypes();
  const typeIds = (types.data ?? [])
    .filter((t) => featuredTypeNames.includes(t.name.toLowerCase()))
    .map((t) => t.id);
  const byTypeQuery = (typeId: string | undefined) => ({
    ...cardsQueryOptions({ sort: "updated", pageSize: 3, typeId }),
    enabled: !!typeId,
  });
  const courses = useQuery(byTypeQuery(typeIds[0]));
  const programs = useQuery(byTypeQuery(typeIds[1]));
  const anyType = useCards({ sort: "updated", pageSize: 3 });

  const isLoading = types.isLoading || courses.isLoading || programs.isLoading || anyType.isLoading;
  const picked = new Map<string, CardSummary>();
  const byType = [...(courses.data?.items ?? []), ...(programs.data?.items ?? [])].sort((a, b) =>
    b.updatedAt.localeCompare(a.updatedAt),
  );
  for (const card of [...byType, ...(anyType.data?.items ?? [])]) {
    if (picked.size < 3) picked.set(card.id, card);
  }
  const cards = [...picked.values()];

  if (!isLoading && cards.length === 0) return null;
  return (
    <LandingSection
      id="featured-cards-title"
      title="Featured"
      description="Complete courses and programs you can adopt, and cards their authors have recently improved."
    >
      {isLoading ? (
        <div className="grid gap-5 md:grid-cols-3" aria-busy="true">
          <CardTileSkeleton />
          <CardTileSkeleton />
          <CardTileSkeleton />
        </div>
      ) : (
        <ul className="grid gap-5 md:grid-cols-3" aria-label="Featured cards">
          {cards.map((card) => (
            <li key={card.id} className="flex">
              <CardTile card={card} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
