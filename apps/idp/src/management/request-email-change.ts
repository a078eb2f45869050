import { rateLimited } from "@keen/server-kit";
import { sendEmailChangeEmail, sendEmailInUseNotice } from "../account-mail";
import { type Account, findAccountByEmail, normalizeEmail } from "../accounts";
import type { IdpContext } from "../context";
import { isWithinAllowance, mailRule } from "../throttle";

/**
 * Asks to make `email` the account's sign-in address. Nothing changes now: a link is mailed to the
 * new address and the change happens when it is followed (`/email/change`). When the address
 * belongs to another account, its owner is told instead; the caller cannot tell the difference.
 */
export async function requestEmailChange(ctx: IdpContext, account: Account, email: string): Promise<void> {
  const address = normalizeEmail(email);
  if (address === account.email) return;
  // One allowance per account whatever the address, so the answer says nothing about it.
  if (!(await isWithinAllowance(ctx.db, `mail:change-email:${account.id}`, mailRule))) {
    throw rateLimited("Too many email changes. Try again in an hour.");
  }
  const owner = await findAccountByEmail(ctx.db, address);
  if (owner) {
    await sendEmailInUseNotice(ctx, owner);
    return;
  }
  await ctx.db.transaction((tx) => sendEmailChangeEmail(ctx, tx, account, address));
}
