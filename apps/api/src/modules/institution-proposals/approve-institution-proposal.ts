import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { insertInstitution } from "../institutions";
import { linkPrimaryInstitution } from "../users";
import { decideProposal } from "./decide-proposal";

/**
 * Approves a proposal: creates the institution with the member's details (409 on `name` when one
 * of that name is listed meanwhile: merge into it instead) and makes it the member's primary
 * institution, as choosing it in onboarding would have.
 */
export async function approveInstitutionProposal(
  db: Database,
  jobs: JobSender,
  actorId: string,
  id: string,
): Promise<void> {
  await decideProposal(db, jobs, actorId, id, async (tx, proposal) => {
    const institution = await insertInstitution(tx, {
      name: proposal.name,
      city: proposal.city,
      country: proposal.country ?? undefined,
      website: proposal.website,
    });
    await linkPrimaryInstitution(tx, proposal.proposedBy, institution.id);
    return { status: "approved", institutionId: institution.id };
  });
}
