import type { OnboardingSchema } from "@keen/contracts";
import { type Database, userDisciplines, userInterests, userMemberships, users } from "@keen/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { validation } from "../../lib/errors";
import { findPgError, pgErrorCodes } from "../../lib/postgres";
import { hasPendingInstitutionProposal, linkPrimaryInstitution } from "./primary-institution";

type OnboardingData = z.output<typeof OnboardingSchema>;

/** Which request field a foreign-key violation points at. */
const fieldByConstraint: Record<string, { field: string; what: string }> = {
  user_institutions_institution_id_institutions_id_fk: { field: "institutionId", what: "institution" },
  user_disciplines_discipline_id_disciplines_id_fk: { field: "disciplineIds", what: "discipline" },
  user_interests_interest_id_interests_id_fk: { field: "interestIds", what: "interest" },
  user_memberships_membership_id_memberships_id_fk: { field: "membershipIds", what: "membership" },
};

/**
 * Saves the onboarding form in one transaction: names and title, the primary institution (kept
 * first, other institutions after it; none when the member has proposed one that is not listed,
 * which an admin's approval links later), disciplines, interests and memberships (replaced), and
 * `isOnboarded = true`. An unknown id rolls everything back and becomes a 400 naming the field.
 */
export async function onboardUser(db: Database, userId: string, input: OnboardingData): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ firstName: input.firstName, lastName: input.lastName, title: input.title, isOnboarded: true })
        .where(eq(users.id, userId));

      if (input.institutionId) {
        await linkPrimaryInstitution(tx, userId, input.institutionId);
      } else if (!(await hasPendingInstitutionProposal(tx, userId))) {
        throw validation("institutionId", "Choose your institution, or propose yours if it isn't listed");
      }

      await tx.delete(userDisciplines).where(eq(userDisciplines.userId, userId));
      await tx
        .insert(userDisciplines)
        .values(unique(input.disciplineIds).map((disciplineId) => ({ userId, disciplineId })));

      await tx.delete(userInterests).where(eq(userInterests.userId, userId));
      if (input.interestIds.length > 0) {
        await tx
          .insert(userInterests)
          .values(unique(input.interestIds).map((interestId) => ({ userId, interestId })));
      }

      await tx.delete(userMemberships).where(eq(userMemberships.userId, userId));
      if (input.membershipIds.length > 0) {
        await tx
          .insert(userMemberships)
          .values(unique(input.membershipIds).map((membershipId) => ({ userId, membershipId })));
      }
    });
  } catch (error) {
    const pgError = findPgError(error);
    const target = pgError?.constraint ? fieldByConstraint[pgError.constraint] : undefined;
    if (pgError?.code === pgErrorCodes.foreignKeyViolation && target) {
      const id = /=\(([^)]+)\)/.exec(pgError.detail ?? "")?.[1];
      throw validation(target.field, `unknown ${target.what}${id ? ` ${id}` : ""}`);
    }
    throw error;
  }
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
