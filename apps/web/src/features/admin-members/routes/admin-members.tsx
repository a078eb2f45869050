import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { useFilterParams } from "@/lib/use-filter-params";
import type { MemberFilters as Filters } from "../api/get-admin-members";
import { MemberFilters } from "../components/member-filters";
import { MemberList } from "../components/member-list";

const keys = ["q", "role", "status", "joinedFrom", "joinedTo", "sort"] as const;

/**
 * Route module for `/admin/members` (and `/admin/users`): members searched and filtered (kept in the
 * address, so a filtered list can be shared and Back works), with role changes and suspensions.
 */
export function Component() {
  const [params, setParams] = useFilterParams(keys);
  // The server validates every value (400 naming the field); the types only follow the address.
  const filters = params as Filters;
  return (
    <PageContainer className="max-w-6xl">
      <DocumentTitle title="Members" />
      <PageHeader
        breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "Members" }]}
        title="Members"
        description="Find members, appoint reviewers and admins, and suspend or reactivate accounts. Every change is written to the audit log."
      />
      <MemberFilters filters={filters} onChange={setParams} />
      <MemberList filters={filters} />
    </PageContainer>
  );
}
