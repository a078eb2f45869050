import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useFilterParams } from "@/lib/use-filter-params";
import { type AuditFilters as Filters, useAuditLog } from "../api/get-audit-log";
import { AuditEntryRow } from "../components/audit-entry-row";
import { AuditFilters } from "../components/audit-filters";

const keys = ["action", "actorId", "targetType", "targetId", "from", "to"] as const;

/** Route module for `/admin/audit-log`: every admin action, newest first, filtered, page by page. */
export function Component() {
  const [params, setParams] = useFilterParams(keys);
  // The server validates every value (400 naming the field); the types only follow the address.
  const filters = params as Filters;
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items);
  const narrowed = filters.actorId || filters.targetId;
  return (
    <PageContainer className="max-w-5xl">
      <DocumentTitle title="Audit log" />
      <PageHeader
        breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "Audit log" }]}
        title="Audit log"
        description="Every admin action: who did what, to whom, when and why. Entries cannot be edited or removed."
      />
      <AuditFilters filters={filters} onChange={setParams} />
      {narrowed ? (
        <p className="mb-4 text-sm text-slate-600">
          Showing one {filters.actorId ? "admin's actions" : "target's history"}.{" "}
          <Link to="/admin/audit-log" className="text-brand-700 underline">
            Show everything
          </Link>
        </p>
      ) : null}
      {log.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          The audit log could not be loaded. Reload the page to try again.
        </p>
      ) : entries?.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title="No entries"
          description="Nothing matches these filters. Admin actions such as role changes and suspensions appear here as they happen."
        />
      ) : (
        <Card className="overflow-hidden">
          {entries ? (
            <ul aria-label="Audit entries" className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : (
            <div className="space-y-3 p-5" role="status" aria-busy="true" aria-label="Loading the audit log">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          )}
        </Card>
      )}
      {log.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" isLoading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
            Show older entries
          </Button>
        </div>
      ) : null}
    </PageContainer>
  );
}
