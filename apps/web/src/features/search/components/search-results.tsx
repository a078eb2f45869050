import type { SearchSort, SearchType } from "@keen/contracts";
import { Info, RefreshCw, SearchX, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { SEARCH_PAGE_SIZE, useSearchResults } from "../api/get-search-results";
import { type CardFilters, countActiveFilters, type MultiFilterKey } from "../lib/card-filters";
import { ActiveFilters } from "./active-filters";
import { SearchFacetPanel, SearchSortPicker } from "./search-facets";
import { CardHitRow, MemberHitRow, SearchResultsSkeleton } from "./search-hit-rows";

/** How the card filters and sort change (the page keeps them in its address). */
export type CardFilterHandlers = {
  onToggle: (key: MultiFilterKey, value: string) => void;
  onTagChange: (tag: string | undefined) => void;
  onRecognitionChange: (change: { reviewed?: boolean; exemplar?: boolean }) => void;
  onSortChange: (sort: SearchSort) => void;
  onClear: () => void;
};

type SearchResultsProps = {
  query: string;
  types: SearchType | null;
  page: number;
  onPageChange: (page: number) => void;
  /** All and Cards tabs: the card filters and order, and how to change them. */
  filters?: CardFilters;
  handlers?: CardFilterHandlers;
};

const nouns = { card: ["card", "cards"], user: ["member", "members"] } as const;

/** How many of what were found: "12 cards for “statics”", "1 result". */
function describeTotal(total: number, query: string, types: SearchType | null, isEstimate = false): string {
  const [one, many] = types ? nouns[types] : ["result", "results"];
  const counted = `${isEstimate ? "About " : ""}${formatCount(total)} ${total === 1 ? one : many}`;
  return query ? `${counted} for “${query}”` : counted;
}

/**
 * The search page's results for the URL's query, type and page: cards then members as rows,
 * skeletons while loading, an empty state with suggestions, and previous / next pages. Where cards
 * are listed (All and Cards), the facets filter them and the sort orders them; on All the members
 * after the cards are listed as found, which the page says.
 */
export function SearchResults(props: SearchResultsProps) {
  const { query, types, page, onPageChange, filters, handlers } = props;
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const { data, isPending, isError, isPlaceholderData, refetch } = useSearchResults({
    query,
    types,
    page,
    filters,
  });

  if (isPending) {
    return (
      <div role="status" aria-label="Loading results">
        <SearchResultsSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={SearchX}
        title="Search is not available right now"
        description="Your search could not be completed. Try again in a moment."
        actions={
          <Button variant="outline" onClick={() => void refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        }
      />
    );
  }

  const activeCount = filters ? countActiveFilters(filters) : 0;
  const facets = filters && handlers ? data.facets : null;
  // With filters on, the facets stay beside an empty list so a filter can be turned off there.
  if (data.items.length === 0 && (!facets || activeCount === 0))
    return <NoResults query={query} types={types} />;

  return (
    <div className={facets ? "grid gap-x-8 gap-y-4 md:grid-cols-[14rem_1fr]" : undefined}>
      {facets && filters && handlers ? (
        <aside aria-label="Filter results">
          <button
            type="button"
            aria-expanded={isPanelOpen}
            aria-controls="search-facets"
            onClick={() => setIsPanelOpen(!isPanelOpen)}
            className={cn(buttonVariants({ variant: "outline" }), "w-full justify-center md:hidden")}
          >
            <SlidersHorizontal aria-hidden />
            {isPanelOpen ? "Hide filters" : "Filters"}
            {activeCount > 0 ? ` (${activeCount})` : ""}
          </button>
          <div id="search-facets" className={cn("mt-4 md:mt-0 md:block", !isPanelOpen && "hidden")}>
            <SearchFacetPanel
              facets={facets}
              filters={filters}
              onToggle={handlers.onToggle}
              onTagChange={handlers.onTagChange}
            />
          </div>
        </aside>
      ) : null}
      <section aria-label="Search results" aria-busy={isPlaceholderData}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {describeTotal(data.total, query, types, data.totalIsEstimate)}
          </p>
          {filters && handlers ? (
            <SearchSortPicker
              label={types === "card" ? "Sort by" : "Sort cards by"}
              value={filters.sort ?? (query ? "relevance" : "newest")}
              onChange={handlers.onSortChange}
            />
          ) : null}
        </div>
        {filters && handlers && types === null ? (
          <p className="mb-4 flex items-start gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>
              Filters and sort apply to cards. Members who match your search are listed after the cards, as
              found.
            </span>
          </p>
        ) : null}
        {filters && handlers ? <ActiveFilters filters={filters} facets={data.facets} {...handlers} /> : null}
        {data.items.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No cards match these filters"
            description="Turn a filter off, or choose more values of one: a card matches any value of a filter."
            actions={
              <Button variant="outline" onClick={handlers?.onClear}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <ul className={isPlaceholderData ? "space-y-3 opacity-60 transition-opacity" : "space-y-3"}>
            {data.items.map((hit) => (
              <li key={hit.type === "card" ? `card-${hit.cardId}` : `user-${hit.userId}`}>
                {hit.type === "card" ? <CardHitRow hit={hit} /> : <MemberHitRow hit={hit} />}
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageSize={SEARCH_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          label="Result pages"
        />
      </section>
    </div>
  );
}

/** Nothing found and nothing to filter: what to try instead. */
function NoResults({ query, types }: { query: string; types: SearchType | null }) {
  return (
    <EmptyState
      icon={SearchX}
      title={query ? `No results for “${query}”` : "Nothing to show yet"}
      description={
        query
          ? "Check the spelling, use fewer or more general words (“design” rather than “design sprint rubric”)" +
            (types ? ", or search all cards and members." : ", or browse the card library.")
          : "Published cards and members will be listed here."
      }
      actions={
        <>
          {types ? (
            <Link
              to={`/search?${new URLSearchParams({ query })}`}
              className={buttonVariants({ variant: "outline" })}
            >
              Search everything
            </Link>
          ) : null}
          <Link to="/card" className={buttonVariants({ variant: "outline" })}>
            Browse cards
          </Link>
        </>
      }
    />
  );
}
