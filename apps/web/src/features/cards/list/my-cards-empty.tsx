import { FilePen, Plus, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { type MyCardsFilter, myCardsFilters } from "./my-cards-status";

type MyCardsEmptyProps = { filter: MyCardsFilter; query: string; onClearQuery: () => void };

/** What My cards says when a filter or a search finds nothing, and what to do next. */
export function MyCardsEmpty({ filter, query, onClearQuery }: MyCardsEmptyProps) {
  if (query) {
    return (
      <EmptyState
        icon={SearchX}
        title={`No cards match “${query}”`}
        description="Try other words, or clear the search to see all your cards."
        actions={
          <Button variant="outline" size="sm" onClick={onClearQuery}>
            Clear search
          </Button>
        }
      />
    );
  }
  const copy = myCardsFilters.find((f) => f.value === filter) ?? myCardsFilters[0];
  return (
    <EmptyState
      icon={FilePen}
      title={copy?.emptyTitle ?? ""}
      description={copy?.emptyText}
      actions={
        filter === "deleted" ? null : (
          <Button asChild size="sm">
            <Link to="/card/create">
              <Plus aria-hidden />
              Create a card
            </Link>
          </Button>
        )
      }
    />
  );
}
