import type { InstitutionProposal } from "@keen/contracts";
import { Check, ExternalLink, GitMerge, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format-date";
import { notify } from "@/lib/notifications";
import { type ProposalDecision, useDecideInstitutionProposal } from "../api/decide-institution-proposal";
import { displayWebsite } from "../components/institution-place";
import { MergeProposalDialog } from "./merge-proposal-dialog";
import { RejectProposalDialog } from "./reject-proposal-dialog";

const place = (proposal: InstitutionProposal) => [proposal.city, proposal.country].filter(Boolean).join(", ");

/** One proposed institution: what the member wrote, who they are, and Approve / Merge into… / Reject. */
export function PendingInstitutionRow({ proposal }: { proposal: InstitutionProposal }) {
  const decide = useDecideInstitutionProposal();
  const [dialog, setDialog] = useState<"merge" | "reject" | null>(null);
  const proposer = proposal.proposer;
  const who = proposer ? `${proposer.firstName} ${proposer.lastName}`.trim() || proposer.email : "A member";

  const handleDecide = async (decision: ProposalDecision, into?: string) => {
    try {
      const decided = await decide.mutateAsync({ id: proposal.id, decision });
      const name = decided.institution?.name ?? into ?? proposal.name;
      const messages = {
        approve: { title: "Institution added", message: `${name} is listed now and on ${who}'s profile.` },
        merge: { title: "Merged", message: `${who} is now listed at ${name}.` },
        reject: {
          title: "Proposal declined",
          message: `${proposal.name} was not added; ${who} has been told.`,
        },
      };
      notify({ type: "success", ...messages[decision.action] });
      setDialog(null);
    } catch (error) {
      if (decision.action === "approve" && isApiError(error, "conflict")) {
        notify({
          type: "warning",
          title: `${proposal.name} is already listed`,
          message: "Use “Merge into…” to link the member to the listed institution.",
        });
      }
      // Other failures have been shown by the API client.
    }
  };

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-center lg:gap-6">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{proposal.name}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          {[place(proposal) || "No place given", `proposed ${formatDate(proposal.createdAt)}`].join(" · ")}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>
            by {who}
            {proposer ? <span className="text-slate-500"> ({proposer.email})</span> : null}
          </span>
          {proposal.website ? (
            <a
              href={proposal.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
            >
              {displayWebsite(proposal.website)}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0">
        <Button
          size="sm"
          isLoading={decide.isPending && decide.variables?.decision.action === "approve"}
          disabled={decide.isPending}
          aria-label={`Approve ${proposal.name}`}
          onClick={() => void handleDecide({ action: "approve" })}
        >
          <Check aria-hidden />
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          aria-label={`Merge ${proposal.name} into a listed institution`}
          onClick={() => setDialog("merge")}
        >
          <GitMerge aria-hidden />
          Merge into…
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={decide.isPending}
          aria-label={`Reject ${proposal.name}`}
          onClick={() => setDialog("reject")}
        >
          <X aria-hidden />
          Reject
        </Button>
      </div>
      <MergeProposalDialog
        proposal={proposal}
        open={dialog === "merge"}
        onOpenChange={(open) => setDialog(open ? "merge" : null)}
        isPending={decide.isPending}
        onMerge={(institution) =>
          handleDecide({ action: "merge", institutionId: institution.id }, institution.name)
        }
      />
      <RejectProposalDialog
        proposal={proposal}
        open={dialog === "reject"}
        onOpenChange={(open) => setDialog(open ? "reject" : null)}
        isPending={decide.isPending}
        onReject={(reason) => handleDecide({ action: "reject", reason })}
      />
    </li>
  );
}
