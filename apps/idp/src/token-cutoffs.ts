import { type Database, idpTokenCutoffs } from "@keen/db";
import { eq, lt, sql } from "drizzle-orm";
import type { Executor } from "./lib/executor";

/**
 * Voids every access token of the account issued up to now: the IdP's management API and the API
 * refuse a token whose `iat` (whole seconds) is before the cutoff. The cutoff is the next whole
 * second, so a token minted in the same second as the change is void too (its holder refreshes).
 */
export async function cutOffAccessTokens(db: Executor, subject: string): Promise<void> {
  const notBefore = new Date((Math.floor(Date.now() / 1000) + 1) * 1000);
  await db
    .insert(idpTokenCutoffs)
    .values({ subject, notBefore })
    .onConflictDoUpdate({ target: idpTokenCutoffs.subject, set: { notBefore } });
}

/** Whether an access token of `subject` issued at `iat` (seconds) was voided by a cutoff. */
export async function isCutOff(db: Database, subject: string, iat: number): Promise<boolean> {
  const [row] = await db
    .select({ notBefore: idpTokenCutoffs.notBefore })
    .from(idpTokenCutoffs)
    .where(eq(idpTokenCutoffs.subject, subject));
  return row !== undefined && iat * 1000 < row.notBefore.getTime();
}

/** Deletes cutoffs older than any access token can be (they live 10 minutes); returns how many. */
export async function pruneTokenCutoffs(db: Database): Promise<number> {
  const removed = await db
    .delete(idpTokenCutoffs)
    .where(lt(idpTokenCutoffs.notBefore, sql`now() - interval '1 day'`))
    .returning({ subject: idpTokenCutoffs.subject });
  return removed.length;
}
