import { SearchX } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { RecognitionFilters } from "@/components/ui/recognition-filters";
import { useCardTypes } from "../api/get-card-types";
import { useCards } from "../api/get-cards";
import { CardGrid } from "../components/card-grid";
import { LandingSection } from "./landing-section";
import { ListToolbar } from "./list-toolbar";
import { TypeChips } from "./type-chips";
import { useListParams } from "./use-list-params";

const PAGE_SIZE = 9;

/** "Browse all": every published card, by type, sorted, a page at a time. */
export function BrowseCardsSection() {
  const top = useRef<HTMLDivElement>(null);
  const { params, page, sort, update } = useListParams("title");
  const types = useCardTypes();
  const typeId = params.get("type") ?? undefined;
  const isReviewed = params.get("reviewed") === "true";
  const isExemplar = params.get("exemplar") === "true";
  const cards = useCards({
    typeId,
    sort,
    page,
    pageSize: PAGE_SIZE,
    ...(isReviewed ? { reviewed: true } : {}),
    ...(isExemplar ? { exemplar: true } : {}),
  });
  const typeName = types.data?.find((t) => t.id === typeId)?.name;

  const handlePageChange = (next: number) => {
    update({ page: next });
    top.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div ref={top} className="scroll-mt-24">
      <LandingSection id="browse-cards-title" title="Browse all" description="Every published card, by type.">
        <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-3">
            <TypeChips types={types.data ?? []} value={typeId} onChange={(id) => update({ type: id })} />
            <RecognitionFilters
              isReviewed={isReviewed}
              isExemplar={isExemplar}
              onChange={(change) =>
                update(
                  Object.fromEntries(
                    Object.entries(change).map(([key, value]) => [key, value ? "true" : undefined]),
                  ),
                )
              }
            />
          </div>
          <ListToolbar sort={sort} onSortChange={(value) => update({ sort: value })} />
        </div>
        <CardGrid
          cards={cards.data?.items}
          isLoading={cards.isLoading}
          label="All published cards"
          className={cards.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
          empty={
            <EmptyState
              icon={SearchX}
              title={
                isReviewed || isExemplar
                  ? "No cards match these filters yet"
                  : typeName
                    ? `No ${typeName.toLowerCase()} cards yet`
                    : "No published cards yet"
              }
              description="Try another type, or create the first one yourself."
              actions={
                typeId || isReviewed || isExemplar ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => update({ type: undefined, reviewed: undefined, exemplar: undefined })}
                  >
                    Show all cards
                  </Button>
                ) : null
              }
            />
          }
        />
        {cards.data ? (
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={cards.data.total}
            onPageChange={handlePageChange}
            label="Browse pages"
          />
        ) : null}
      </LandingSection>
    </div>
  );
}
