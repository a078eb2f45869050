import { Building2, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useInstitutions } from "../api/get-institutions";
import { InstitutionRow } from "./institution-row";

const pageSize = 25;

/** Every institution, searchable by name, a page at a time. */
export function InstitutionList() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim());
  const { data, isPending, isFetching } = useInstitutions({ q: q || undefined, page, pageSize });
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <>
      <SearchInput
        label="Search institutions by name"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
        className="mb-4"
      />
      {isPending ? (
        <div
          className="space-y-3 rounded-(--radius-card) border border-slate-200 bg-white p-5"
          aria-busy="true"
        >
          <span className="sr-only">Loading institutions…</span>
          {[1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} className="h-12 w-full" />
          ))}
        </div>
      ) : data?.items.length ? (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? "1 institution" : `${data.total} institutions`}
          </p>
          <ul
            aria-label="Institutions"
            aria-busy={isFetching || undefined}
            className="divide-y divide-slate-100 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
          >
            {data.items.map((institution) => (
              <InstitutionRow key={institution.id} institution={institution} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <span className="text-sm text-slate-600">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next <ChevronRight aria-hidden />
              </Button>
            </nav>
          ) : null}
        </>
      ) : (
        <EmptyState
          icon={Building2}
          title={q ? "No institution matches" : "No institutions yet"}
          description={
            q
              ? `Nothing is called “${q}”. Try a shorter name, or create the institution.`
              : "Create the first institution to give it a page."
          }
        />
      )}
    </>
  );
}
