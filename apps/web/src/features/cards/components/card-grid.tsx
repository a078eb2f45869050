import type { CardSummary } from "@keen/contracts";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { CardTile } from "./card-tile";
import { CardTileSkeleton } from "./card-tile-skeleton";

type CardGridProps = {
  cards: CardSummary[] | undefined;
  isLoading: boolean;
  /** Shown when the list loaded empty. */
  empty: ReactNode;
  /** Number of skeleton tiles while loading. */
  skeletons?: number;
  showStatus?: boolean;
  headingLevel?: "h2" | "h3";
  /** Extra controls per tile (e.g. Restore on deleted cards). */
  renderActions?: (card: CardSummary) => ReactNode;
  className?: string;
  label?: string;
};

/** A responsive grid of card tiles, with skeletons while loading and an empty state. */
export function CardGrid({
  cards,
  isLoading,
  empty,
  skeletons = 6,
  showStatus,
  headingLevel,
  renderActions,
  className,
  label,
}: CardGridProps) {
  const gridClass = cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className);
  if (isLoading && !cards) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only">{label ? `Loading ${label.toLowerCase()}…` : "Loading cards…"}</span>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <CardTileSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!cards?.length) return <>{empty}</>;
  return (
    <ul className={gridClass} aria-label={label}>
      {cards.map((card) => (
        <li key={card.id} className="flex">
          <CardTile
            card={card}
            showStatus={showStatus}
            headingLevel={headingLevel}
            actions={renderActions?.(card)}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
