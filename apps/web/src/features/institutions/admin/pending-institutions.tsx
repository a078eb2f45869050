import { Inbox } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { usePendingInstitutionProposals } from "../api/get-institution-proposals";
import { PendingInstitutionRow } from "./pending-institution-row";

/**
 * "Pending institutions": what members proposed because theirs was not listed, oldest first, each
 * to approve, merge into a listed institution, or reject. The list updates after each decision.
 */
export function PendingInstitutions() {
  const { data, isPending, isError } = usePendingInstitutionProposals();
  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="pending-institutions-heading" className="mb-10">
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="pending-institutions-heading" className="text-xl font-semibold">
          Pending institutions
        </h2>
        {data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 0 ? "None waiting" : total === 1 ? "1 waiting" : `${total} waiting`}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <div
          className="space-y-3 rounded-(--radius-card) border border-slate-200 bg-white p-5"
          aria-busy="true"
        >
          <span className="sr-only">Loading pending institutions…</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : isError ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
          The pending institutions could not be loaded just now. Reload the page to try again.
        </p>
      ) : data?.items.length ? (
        <ul
          aria-label="Pending institutions"
          className="divide-y divide-slate-100 rounded-(--radius-card) border border-amber-200 bg-white shadow-(--shadow-card)"
        >
          {data.items.map((proposal) => (
            <PendingInstitutionRow key={proposal.id} proposal={proposal} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Inbox}
          title="No institutions waiting"
          description="When a new member says their institution isn't listed, it appears here for you to add, merge or decline."
          className="py-7"
        />
      )}
    </section>
  );
}
