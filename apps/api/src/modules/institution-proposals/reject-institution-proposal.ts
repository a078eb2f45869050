import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { decideProposal } from "./decide-proposal";

/** Rejects a proposal, with the reason the member is told (optional). No institution changes. */
export async function rejectInstitutionProposal(
  db: Database,
  jobs: JobSender,
  actorId: string,
  id: string,
  reason: string | null,
): Promise<void> {
  await decideProposal(db, jobs, actorId, id, async () => ({ status: "rejected", reason }));
}
