import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { formatCount } from "@/lib/format-count";
import { formatDate } from "@/lib/format-date";
import { SEARCH_PAGE_SIZE, useDraftResults } from "../api/get-search-results";
import { HighlightedText } from "./highlighted-text";
import { SearchResultsSkeleton } from "./search-hit-rows";

const statusLabels = { draft: "Draft", published: "Published", unpublished: "Unpublished" } as const;

/** "My drafts": the caller's own cards found by their working drafts, linking to the editor. */
export function DraftResults({
  query,
  page,
  onPageChange,
}: {
  query: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { data, isPending, isError } = useDraftResults({ query, page });
  if (isPending) {
    return (
      <div role="status" aria-label="Loading results">
        <SearchResultsSkeleton />
      </div>
    );
  }
  if (isError || data.items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={
          isError
            ? "Search is not available right now"
            : query
              ? `No drafts match “${query}”`
              : "No drafts yet"
        }
        description="Cards you author or edit are searched by their latest draft."
      />
    );
  }
  return (
    <section aria-label="Search results">
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {formatCount(data.total)} of your cards
      </p>
      <ul className="space-y-3">
        {data.items.map((hit) => (
          <li key={hit.cardId} className="rounded-(--radius-card) border border-slate-200 bg-white p-4">
            <div className="mb-1 flex items-center gap-2">
              <Badge variant="neutral">{statusLabels[hit.status]}</Badge>
              <span className="text-xs text-slate-600">Changed {formatDate(hit.updatedAt)}</span>
            </div>
            <h3 className="font-serif text-lg font-semibold text-slate-900">
              <Link to={`/card/edit/${hit.cardId}`} className="hover:text-brand-700">
                {hit.titleHighlight.text.trim() ? (
                  <HighlightedText value={hit.titleHighlight} />
                ) : (
                  "Untitled card"
                )}
              </Link>
            </h3>
            {hit.summaryHighlight.text ? (
              <p className="line-clamp-2 text-sm text-slate-700">
                <HighlightedText value={hit.summaryHighlight} />
              </p>
            ) : null}
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
  );
}
