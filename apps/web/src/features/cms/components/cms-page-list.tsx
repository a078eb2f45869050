import type { CmsPageListItem } from "@keen/contracts";
import { FileStack } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/input";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { CmsPageListFilters } from "../api/cms-keys";
import { useCmsPages } from "../api/get-cms-pages";
import { CmsPageRow } from "./cms-page-row";
import { DeleteCmsPageDialog } from "./delete-cms-page-dialog";
import { NewPageButton } from "./new-page-button";

type Status = NonNullable<CmsPageListFilters["status"]> | "";

/** Every CMS page, searchable and filterable by state, with activate, edit and delete on each row. */
export function CmsPageList() {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<Status>("");
  const [deleting, setDeleting] = useState<CmsPageListItem>();
  const q = useDebouncedValue(query.trim());
  const { data, isPending, isFetching } = useCmsPages({
    q: q || undefined,
    status: status || undefined,
    pageSize: 100,
  });

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search pages by title or address"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="flex-1"
        />
        <Select
          aria-label="Show"
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
          className="sm:w-44"
        >
          <option value="">All pages</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </Select>
      </div>
      {isPending ? (
        <div
          className="space-y-3 rounded-(--radius-card) border border-slate-200 bg-white p-5"
          aria-busy="true"
        >
          <span className="sr-only">Loading pages…</span>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : data?.items.length ? (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? "1 page" : `${data.total} pages`}
            {data.total > data.items.length ? ` (showing ${data.items.length}; search to narrow)` : ""}
          </p>
          <ul
            aria-label="CMS pages"
            aria-busy={isFetching || undefined}
            className="divide-y divide-slate-100 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
          >
            {data.items.map((page) => (
              <CmsPageRow key={page.id} page={page} onDelete={setDeleting} />
            ))}
          </ul>
        </>
      ) : (
        <EmptyState
          icon={FileStack}
          title={q || status ? "No pages match" : "No pages yet"}
          description={
            q || status
              ? "Try another search or show all pages."
              : "Create the first page; it appears at its own address once it is active."
          }
          actions={<NewPageButton />}
        />
      )}
      <DeleteCmsPageDialog page={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
