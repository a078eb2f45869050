import { validation } from "@keen/server-kit";
import { type Account, updateAccount } from "../accounts";
import type { IdpContext } from "../context";
import { revokeOtherSessions } from "../oidc/adapter";
import { checkPassword } from "../passwords";
import { clearSignInFailures } from "../sign-in-throttle";
import { cutOffAccessTokens } from "../token-cutoffs";
import { revokeActionTokens } from "../tokens";

/**
 * Sets a new password (strength rules apply) and ends every other way into the account: the other
 * login sessions, grants and refresh tokens (the caller's own session, `keepSid`, stays), open
 * reset links, and every access token issued so far (the caller's client refreshes its own).
 */
export async function changePassword(
  ctx: IdpContext,
  account: Account,
  password: string,
  keepSid: string | undefined,
): Promise<void> {
  const problems = checkPassword(password, { email: account.email });
  if (problems.length) throw validation("password", problems.join(" "));
  await updateAccount(ctx.db, account.id, { password });
  await revokeActionTokens(ctx.db, account.id, "reset_password");
  await revokeOtherSessions(ctx.db, account.id, keepSid);
  await cutOffAccessTokens(ctx.db, account.id);
  await clearSignInFailures(ctx.db, account.email);
}
