import { type Database, institutions } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { validation } from "../../lib/errors";
import { linkPrimaryInstitution } from "../users";
import { decideProposal } from "./decide-proposal";

/**
 * Merges a proposal into a listed institution (the member proposed one that exists under another
 * name): the member gets that institution as their primary one. An unknown one is a 400 on
 * `institutionId`.
 */
export async function mergeInstitutionProposal(
  db: Database,
  jobs: JobSender,
  actorId: string,
  id: string,
  institutionId: string,
): Promise<void> {
  await decideProposal(db, jobs, actorId, id, async (tx, proposal) => {
    const [institution] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.id, institutionId));
    if (!institution) throw validation("institutionId", `unknown institution ${institutionId}`);
    await linkPrimaryInstitution(tx, proposal.proposedBy, institution.id);
    return { status: "merged", institutionId: institution.id };
  });
}
