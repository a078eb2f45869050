import type { SearchSort, SearchType } from "@keen/contracts";
import { RefreshCw, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { formatCount } from "@/lib/format-count";
import { SEARCH_PAGE_SIZE, useSearchResults } from "../api/get-search-results";
import { type CardFilterKey, SearchFacetPanel, SearchSortPicker } from "./search-facets";
import { CardHitRow, MemberHitRow, SearchResultsSkeleton } from "./search-hit-rows";

type SearchResultsProps = {
  query: string;
  types: SearchType | null;
  page: number;
  onPageChange: (page: number) => void;
  reviewed?: boolean;
  exemplar?: boolean;
  /** Cards tab only: facet filters, the order, and how to change them. */
  filters?: Partial<Record<CardFilterKey, string>>;
  sort?: SearchSort;
  onFilterChange?: (key: CardFilterKey, value: string | undefined) => void;
  onSortChange?: (sort: SearchSort) => void;
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
 * skeletons while loading, an empty state with suggestions, and previous / next pages.
 */
export function SearchResults(props: SearchResultsProps) {
  const { query, types, page, onPageChange, reviewed, exemplar, filters = {}, sort } = props;
  const { data, isPending, isError, isPlaceholderData, refetch } = useSearchResults({
    query,
    types,
    page,
    reviewed,
    exemplar,
    ...filters,
    sort,
  });
  const isCards = types === "card";

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
  if (data.items.length === 0) {
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

  const facets = isCards && data.facets && props.onFilterChange ? data.facets : null;
  return (
    <div className={facets ? "grid gap-8 md:grid-cols-[14rem_1fr]" : undefined}>
      {facets && props.onFilterChange ? (
        <SearchFacetPanel facets={facets} selected={filters} onSelect={props.onFilterChange} />
      ) : null}
      <section aria-label="Search results" aria-busy={isPlaceholderData}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {describeTotal(data.total, query, types, data.totalIsEstimate)}
          </p>
          {isCards && props.onSortChange ? (
            <SearchSortPicker
              value={sort ?? (query ? "relevance" : "newest")}
              onChange={props.onSortChange}
            />
          ) : null}
        </div>
        <ul className={isPlaceholderData ? "space-y-3 opacity-60 transition-opacity" : "space-y-3"}>
          {data.items.map((hit) => (
            <li key={hit.type === "card" ? `card-${hit.cardId}` : `user-${hit.userId}`}>
              {hit.type === "card" ? <CardHitRow hit={hit} /> : <MemberHitRow hit={hit} />}
            </li>
          ))}
        </ul>
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
