import { type Executor, institutionProposals, userInstitutions } from "@keen/db";
import { and, asc, eq } from "drizzle-orm";

/**
 * Makes an institution the member's primary one (first), keeping their other institutions after
 * it in their order: what choosing it in onboarding does, and what an admin's approval of the
 * institution the member proposed does.
 */
export async function linkPrimaryInstitution(
  tx: Executor,
  userId: string,
  institutionId: string,
): Promise<void> {
  const current = await tx
    .select({ institutionId: userInstitutions.institutionId })
    .from(userInstitutions)
    .where(eq(userInstitutions.userId, userId))
    .orderBy(asc(userInstitutions.position));
  const institutionIds = [
    institutionId,
    ...current.map((row) => row.institutionId).filter((id) => id !== institutionId),
  ];
  await tx.delete(userInstitutions).where(eq(userInstitutions.userId, userId));
  await tx
    .insert(userInstitutions)
    .values(institutionIds.map((id, position) => ({ userId, institutionId: id, position })));
}

/** Whether the member has proposed an institution that an admin has not decided on yet. */
export async function hasPendingInstitutionProposal(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: institutionProposals.id })
    .from(institutionProposals)
    .where(and(eq(institutionProposals.proposedBy, userId), eq(institutionProposals.status, "pending")))
    .limit(1);
  return !!row;
}
