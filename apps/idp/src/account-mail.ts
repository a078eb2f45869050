import type { Account } from "./accounts";
import type { IdpContext } from "./context";
import { existingAccountMail, passwordResetMail, verificationMail } from "./mail-templates";
import { createActionToken } from "./tokens";

/** Emails a fresh verification link for the account's current address. */
export async function sendVerificationEmail(ctx: IdpContext, account: Account): Promise<void> {
  const token = await createActionToken(ctx.db, {
    accountId: account.id,
    kind: "verify_email",
    email: account.email,
  });
  const link = `${ctx.config.issuer}/email/verify?token=${token}`;
  await ctx.mailer.send(
    verificationMail({
      to: account.email,
      givenName: account.givenName,
      link,
      supportEmail: ctx.config.supportEmail,
    }),
  );
}

/** Emails a one-hour link to choose a new password. */
export async function sendPasswordResetEmail(ctx: IdpContext, account: Account): Promise<void> {
  const token = await createActionToken(ctx.db, {
    accountId: account.id,
    kind: "reset_password",
    email: account.email,
  });
  const link = `${ctx.config.issuer}/password/reset?token=${token}`;
  await ctx.mailer.send(
    passwordResetMail({
      to: account.email,
      givenName: account.givenName,
      link,
      supportEmail: ctx.config.supportEmail,
    }),
  );
}

/** Tells the owner of an address that someone tried to sign up with it again. */
export async function sendExistingAccountNotice(ctx: IdpContext, account: Account): Promise<void> {
  await ctx.mailer.send(
    existingAccountMail({
      to: account.email,
      givenName: account.givenName,
      loginLink: `${ctx.config.appUrl}/auth/login`,
      resetLink: `${ctx.config.issuer}/password/forgot`,
    }),
  );
}
