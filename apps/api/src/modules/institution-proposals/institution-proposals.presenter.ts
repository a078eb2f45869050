import type { InstitutionProposal } from "@keen/contracts";
import { type Executor, institutionProposals, institutions, users } from "@keen/db";
import { eq, type SQL } from "drizzle-orm";

/** The columns `presentInstitutionProposal` needs (a proposal with its institution and proposer). */
export const proposalColumns = {
  id: institutionProposals.id,
  name: institutionProposals.name,
  city: institutionProposals.city,
  country: institutionProposals.country,
  website: institutionProposals.website,
  status: institutionProposals.status,
  reason: institutionProposals.reason,
  createdAt: institutionProposals.createdAt,
  decidedAt: institutionProposals.decidedAt,
  institutionId: institutionProposals.institutionId,
  institutionName: institutions.name,
  proposerId: users.id,
  proposerFirstName: users.firstName,
  proposerLastName: users.lastName,
  proposerEmail: users.email,
};

/** Proposals with their institution and proposer, filtered by `where`. */
export function selectProposals(db: Executor, where: SQL | undefined) {
  return db
    .select(proposalColumns)
    .from(institutionProposals)
    .innerJoin(users, eq(users.id, institutionProposals.proposedBy))
    .leftJoin(institutions, eq(institutions.id, institutionProposals.institutionId))
    .where(where);
}

/** A proposal as it leaves the server; `withProposer` for admins (the member's name and email). */
export function presentInstitutionProposal(
  row: Awaited<ReturnType<typeof selectProposals>>[number],
  options: { withProposer: boolean },
): InstitutionProposal {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    country: row.country,
    website: row.website,
    status: row.status,
    reason: row.reason,
    institution:
      row.institutionId && row.institutionName ? { id: row.institutionId, name: row.institutionName } : null,
    proposer: options.withProposer
      ? {
          userId: row.proposerId,
          firstName: row.proposerFirstName,
          lastName: row.proposerLastName,
          email: row.proposerEmail,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** One proposal, presented (it exists: callers just wrote or locked it). */
export async function presentProposalById(
  db: Executor,
  id: string,
  options: { withProposer: boolean },
): Promise<InstitutionProposal> {
  const [row] = await selectProposals(db, eq(institutionProposals.id, id));
  return presentInstitutionProposal(row!, options);
}
