import type { AdminMember, UserRole } from "@keen/contracts";
import { Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { type FieldIssue, isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { type StandingChange, useChangeMemberStanding } from "../api/change-member-standing";
import { type MemberFilters, useAdminMembers } from "../api/get-admin-members";
import { MemberRow } from "./member-row";
import { SuspendMemberDialog } from "./suspend-member-dialog";

const fullName = (m: AdminMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

const done = (member: AdminMember, change: StandingChange) => {
  if (change.kind === "role")
    return `${fullName(member)} is now ${change.role === "admin" ? "an" : "a"} ${change.role}.`;
  if (change.kind === "suspend") return `${fullName(member)} is suspended and was told by e-mail.`;
  if (change.kind === "liftLimits") return `${fullName(member)} is no longer limited as a new member.`;
  return `${fullName(member)} can sign in again and was told by e-mail.`;
};

/**
 * The members matching the filters, page by page, with role changes, suspension, reactivation and
 * lifting a new member's first-day limits.
 */
export function MemberList({ filters }: { filters: MemberFilters }) {
  const members = useAdminMembers(filters);
  const change = useChangeMemberStanding();
  const [roleChange, setRoleChange] = useState<{ member: AdminMember; role: UserRole }>();
  const [toSuspend, setToSuspend] = useState<AdminMember>();
  const [suspendError, setSuspendError] = useState<{ field?: string; message: string }>();
  const items = members.data?.pages.flatMap((page) => page.items);

  function apply(member: AdminMember, next: StandingChange) {
    change.mutate(
      { id: member.id, change: next },
      {
        onSuccess: () => {
          setRoleChange(undefined);
          setToSuspend(undefined);
          notify({ type: "success", title: "Member updated", message: done(member, next) });
        },
        onError: (error) => {
          setRoleChange(undefined);
          const issue: FieldIssue | undefined = isApiError(error) ? error.details[0] : undefined;
          if (next.kind === "suspend" && issue) return setSuspendError(issue);
          setToSuspend(undefined);
          notify({ type: "warning", title: "Nothing changed", message: error.message });
        },
      },
    );
  }

  if (members.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        The members could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (items?.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No members match"
        description="Try another name, email or institution, or clear a filter."
      />
    );
  }
  return (
    <>
      <Card className="overflow-hidden">
        {items ? (
          <ul aria-label="Members" className="divide-y divide-slate-100">
            {items.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isPending={change.isPending && change.variables?.id === member.id}
                onRole={(m, role) => setRoleChange({ member: m, role })}
                onSuspend={(m) => {
                  setSuspendError(undefined);
                  setToSuspend(m);
                }}
                onReactivate={(m) => apply(m, { kind: "reactivate" })}
                onLiftLimits={(m) => apply(m, { kind: "liftLimits" })}
              />
            ))}
          </ul>
        ) : (
          <div className="space-y-3 p-5" role="status" aria-busy="true" aria-label="Loading members">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        )}
      </Card>
      {members.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            isLoading={members.isFetchingNextPage}
            onClick={() => members.fetchNextPage()}
          >
            Show more members
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={!!roleChange}
        onOpenChange={(open) => (open ? undefined : setRoleChange(undefined))}
        title={
          roleChange
            ? `Make ${fullName(roleChange.member)} ${roleChange.role === "admin" ? "an" : "a"} ${roleChange.role}?`
            : ""
        }
        description="The change takes effect at once and is written to the audit log. The member is told by e-mail."
        confirmLabel="Change role"
        isPending={change.isPending}
        onConfirm={() => roleChange && apply(roleChange.member, { kind: "role", role: roleChange.role })}
      />
      <SuspendMemberDialog
        member={toSuspend}
        isPending={change.isPending}
        error={suspendError}
        onCancel={() => setToSuspend(undefined)}
        onSuspend={(input) => toSuspend && apply(toSuspend, { kind: "suspend", ...input })}
      />
    </>
  );
}
