import type { Account } from "./accounts";
import type { IdpContext } from "./context";
import { sendMailJob } from "./jobs/idp-jobs";
import type { Transaction } from "./lib/executor";
import { existingAccountMail, passwordResetMail, verificationMail } from "./mail-templates";
import { createActionToken } from "./tokens";

/**
 * Records a fresh verification link for the account's current address and its e-mail in `tx`: the
 * `idp.send-mail` job delivers it once `tx` commits, and neither exists if it rolls back.
 */
export async function sendVerificationEmail(
  ctx: IdpContext,
  tx: Transaction,
  account: Account,
): Promise<void> {
  const token = await createActionToken(tx, {
    accountId: account.id,
    kind: "verify_email",
    email: account.email,
  });
  const link = `${ctx.config.issuer}/email/verify?token=${token}`;
  await ctx.jobs.sendInTransaction(
    tx,
    sendMailJob,
    verificationMail({
      to: account.email,
      givenName: account.givenName,
      link,
      supportEmail: ctx.config.supportEmail,
    }),
  );
}

/** Records a one-hour link to choose a new password and its e-mail in `tx` (sent once `tx` commits). */
export async function sendPasswordResetEmail(
  ctx: IdpContext,
  tx: Transaction,
  account: Account,
): Promise<void> {
  const token = await createActionToken(tx, {
    accountId: account.id,
    kind: "reset_password",
    email: account.email,
  });
  const link = `${ctx.config.issuer}/password/reset?token=${token}`;
  await ctx.jobs.sendInTransaction(
    tx,
    sendMailJob,
    passwordResetMail({
      to: account.email,
      givenName: account.givenName,
      link,
      supportEmail: ctx.config.supportEmail,
    }),
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
