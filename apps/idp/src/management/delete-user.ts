import { accountDeletionLockKey } from "@keen/db";
import { forbidden } from "@keen/server-kit";
import { sql } from "drizzle-orm";
import { type Account, deleteAccount } from "../accounts";
import type { IdpContext } from "../context";
import { revokeAccountModels } from "../oidc/adapter";
import { clearSignInFailures } from "../sign-in-throttle";
import { cutOffAccessTokens } from "../token-cutoffs";

/**
 * Deletes the sign-in account, but only as the last step of the API's confirmed account deletion
 * (`POST /User/{id}/delete`), which holds the account's deletion lock while it calls us: deleting
 * here alone would leave the member's profile and content behind. Sessions, grants and tokens go
 * with the account, and its access tokens stop working at the API.
 */
export async function deleteUser(ctx: IdpContext, account: Account): Promise<void> {
  if (!(await isDeletionInProgress(ctx, account.id))) {
    throw forbidden(
      "Delete the account in KEEN Cards (Settings → Delete account, or POST /User/{id}/delete on the API): that deletes the member's profile and content with the sign-in account.",
    );
  }
  await revokeAccountModels(ctx.db, account.id);
  await cutOffAccessTokens(ctx.db, account.id);
  await deleteAccount(ctx.db, account.id);
  await clearSignInFailures(ctx.db, account.email);
}

/** True while another transaction (the API's deletion) holds the account's deletion lock. */
async function isDeletionInProgress(ctx: IdpContext, subject: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute<{ isFree: boolean }>(
      sql`select pg_try_advisory_xact_lock(${accountDeletionLockKey(subject)}) as "isFree"`,
    );
    return result.rows[0]?.isFree === false;
  });
}
