import type { Account } from "./accounts";
import type { IdpContext } from "./context";
import { sendMailJob } from "./jobs/idp-jobs";
import type { Transaction } from "./lib/executor";
import {
  emailChangedNotice,
  emailChangeMail,
  emailInUseNotice,
  existingAccountMail,
  passwordResetMail,
  verificationMail,
} from "./mail-templates";
import { type ActionKind, createActionToken, latestReturnPath } from "./tokens";

/** What each one-time account link opens at the issuer, and the e-mail that carries it. */
const actionLinks = {
  verify_email: { path: "/email/verify", mail: verificationMail },
  reset_password: { path: "/password/reset", mail: passwordResetMail },
  change_email: { path: "/email/change", mail: emailChangeMail },
} satisfies Record<ActionKind, { path: string; mail: typeof verificationMail }>;

/**
 * Records a fresh one-time link of `kind` for `address` (the account's current one unless given)
 * and its e-mail to that address in `tx`: the `idp.send-mail` job delivers it once `tx` commits,
 * and neither exists if it rolls back. `returnPath` (a validated app path) is kept with the link.
 */
async function sendActionLinkEmail(
  ctx: IdpContext,
  tx: Transaction,
  account: Account,
  kind: ActionKind,
  { address = account.email, returnPath }: { address?: string; returnPath?: string } = {},
): Promise<void> {
  const token = await createActionToken(tx, { accountId: account.id, kind, email: address, returnPath });
  const { path, mail } = actionLinks[kind];
  await ctx.jobs.sendInTransaction(
    tx,
    sendMailJob,
    mail({
      to: address,
      givenName: account.givenName,
      link: `${ctx.config.issuer}${path}?token=${token}`,
      supportEmail: ctx.config.supportEmail,
    }),
  );
}

/**
 * Records a fresh verification link for the account's current address and its e-mail in `tx`; the
 * verified page's "Continue" leads to `returnPath` (a validated app path) when given, else to the
 * page the account's earlier verification link led to (a resent link keeps the newcomer's page).
 */
export async function sendVerificationEmail(
  ctx: IdpContext,
  tx: Transaction,
  account: Account,
  returnPath?: string,
): Promise<void> {
  const page = returnPath ?? (await latestReturnPath(tx, account.id, "verify_email"));
  return sendActionLinkEmail(ctx, tx, account, "verify_email", { returnPath: page });
}

/** Records a one-hour link to choose a new password and its e-mail in `tx` (sent once `tx` commits). */
export function sendPasswordResetEmail(ctx: IdpContext, tx: Transaction, account: Account): Promise<void> {
  return sendActionLinkEmail(ctx, tx, account, "reset_password");
}

/**
 * Records a one-day link that makes `newEmail` the account's sign-in email, and its e-mail to that
 * address, in `tx`. Nothing changes until the link is followed.
 */
export function sendEmailChangeEmail(
  ctx: IdpContext,
  tx: Transaction,
  account: Account,
  newEmail: string,
): Promise<void> {
  return sendActionLinkEmail(ctx, tx, account, "change_email", { address: newEmail });
}

/** Tells the account's previous address (in `tx`) that the sign-in email is now the account's current one. */
export async function sendEmailChangedNotice(
  ctx: IdpContext,
  tx: Transaction,
  account: Account,
  previousEmail: string,
): Promise<void> {
  await ctx.jobs.sendInTransaction(
    tx,
    sendMailJob,
    emailChangedNotice({
      to: previousEmail,
      givenName: account.givenName,
      newEmail: account.email,
      supportEmail: ctx.config.supportEmail,
    }),
  );
}

/** Tells the owner of an address that another account asked to use it (nothing changes). */
export async function sendEmailInUseNotice(ctx: IdpContext, owner: Account): Promise<void> {
  await ctx.jobs.send(
    sendMailJob,
    emailInUseNotice({ to: owner.email, givenName: owner.givenName, supportEmail: ctx.config.supportEmail }),
  );
}

/** Queues a notice to the owner of an address that someone tried to sign up with it again. */
export async function sendExistingAccountNotice(ctx: IdpContext, account: Account): Promise<void> {
  await ctx.jobs.send(
    sendMailJob,
    existingAccountMail({
      to: account.email,
      givenName: account.givenName,
      loginLink: `${ctx.config.appUrl}/auth/login`,
      resetLink: `${ctx.config.issuer}/password/forgot`,
    }),
  );
}
