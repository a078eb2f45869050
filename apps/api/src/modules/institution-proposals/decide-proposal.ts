import type { InstitutionProposalStatus } from "@keen/contracts";
import { type Database, type Executor, institutionProposals } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, sql } from "drizzle-orm";
import { conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../audit";
import { emitNotification } from "../notifications";

/** A pending proposal, locked for its decision. */
export type PendingProposal = typeof institutionProposals.$inferSelect;

/** What an admin decided: the outcome and, for approve and merge, the member's institution. */
export type ProposalDecision = {
  status: Exclude<InstitutionProposalStatus, "pending">;
  institutionId?: string;
  reason?: string | null;
};

async function lockPendingProposal(tx: Executor, id: string): Promise<PendingProposal> {
  const [proposal] = await tx
    .select()
    .from(institutionProposals)
    .where(eq(institutionProposals.id, id))
    .for("update");
  if (!proposal) throw notFound("Institution proposal");
  if (proposal.status !== "pending") throw conflict(`This proposal was already ${proposal.status}`);
  return proposal;
}

/**
 * Decides a pending proposal in one transaction: locks it (404 unknown, 409 already decided),
 * lets `decide` do the work (create or link the institution), records the decision and who made
 * it (and in the audit log), and tells the member who proposed it (`institution_proposal`, sent when it commits).
 */
export async function decideProposal(
  db: Database,
  jobs: JobSender,
  actorId: string,
  id: string,
  decide: (tx: Executor, proposal: PendingProposal) => Promise<ProposalDecision>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const proposal = await lockPendingProposal(tx, id);
    const decision = await decide(tx, proposal);
    await tx
      .update(institutionProposals)
      .set({
        status: decision.status,
        institutionId: decision.institutionId ?? null,
        reason: decision.reason ?? null,
        decidedBy: actorId,
        decidedAt: sql`now()`,
      })
      .where(eq(institutionProposals.id, id));
    await recordAdminAction(tx, {
      actorId,
      action: `institution_proposal.${decision.status}`,
      targetType: "institution_proposal",
      targetId: id,
      targetLabel: proposal.name,
      reason: decision.reason ?? null,
      details: { institutionId: decision.institutionId ?? null, proposedBy: proposal.proposedBy },
    });
    await emitNotification(jobs, tx, {
      type: "institution_proposal",
      actorId,
      recipientIds: [proposal.proposedBy],
      proposalId: id,
    });
  });
}
