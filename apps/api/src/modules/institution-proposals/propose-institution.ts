import type { InstitutionProposalWriteSchema } from "@keen/contracts";
import { type Database, institutionProposals, institutions } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../../lib/errors";

type Input = z.output<typeof InstitutionProposalWriteSchema>;

/**
 * Records the institution a member proposes (theirs is not listed) for the admins, and answers
 * its id. A member has one pending proposal: proposing again replaces its details. A name that
 * is already listed (ignoring case) is a 409 on `name`: the member should choose that one.
 */
export async function proposeInstitution(db: Database, userId: string, input: Input): Promise<string> {
  return db.transaction(async (tx) => {
    const [listed] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.name, input.name));
    if (listed) {
      const why = "is already listed: choose it from the list";
      throw new AppError(409, "conflict", `name: ${why}`, [{ field: "name", message: why }]);
    }
    const details = { name: input.name, city: input.city, country: input.country, website: input.website };
    const [row] = await tx
      .insert(institutionProposals)
      .values({ proposedBy: userId, ...details })
      .onConflictDoUpdate({
        target: institutionProposals.proposedBy,
        targetWhere: sql`${institutionProposals.status} = 'pending'`,
        set: { ...details, createdAt: sql`now()` },
      })
      .returning({ id: institutionProposals.id });
    return row!.id;
  });
}
