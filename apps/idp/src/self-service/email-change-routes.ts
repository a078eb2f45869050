import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendEmailChangedNotice } from "../account-mail";
import { changeEmail, findAccountById } from "../accounts";
import type { IdpContext } from "../context";
import { sendPage } from "../lib/send-page";
import { emailAddress } from "../pages/email-address";
import { html } from "../pages/html";
import { messagePage } from "../pages/message";
import { cutOffAccessTokens } from "../token-cutoffs";
import { consumeActionToken, revokeActionTokens } from "../tokens";
import { expiredLinkPage } from "./common";

/**
 * `/email/change?token=…`: the link mailed to a new address makes it the sign-in email. The old
 * address is told, and access tokens issued before (carrying the old address) stop working.
 */
export function registerEmailChangeRoutes(app: FastifyInstance, ctx: IdpContext): void {
  app.get("/email/change", async (request: FastifyRequest<{ Querystring: { token?: string } }>, reply) => {
    const token = request.query.token ?? "";
    const record = token ? await consumeActionToken(ctx.db, token, "change_email") : undefined;
    const account = record ? await findAccountById(ctx.db, record.accountId) : undefined;
    if (!account || !record?.email) return sendPage(reply, expiredChangePage(ctx), 400);
    const previousEmail = account.email;
    const changed = await ctx.db
      .transaction(async (tx) => {
        const updated = await changeEmail(tx, account.id, record.email ?? "");
        if (updated && updated.email !== previousEmail) {
          await sendEmailChangedNotice(ctx, tx, updated, previousEmail);
        }
        return updated;
      })
      .catch((error: { code?: string; cause?: { code?: string } }) => {
        // Someone signed up with the address after the link was sent.
        if ((error.cause?.code ?? error.code) === "23505") return undefined;
        throw error;
      });
    if (!changed) return sendPage(reply, takenPage(ctx), 409);
    await revokeActionTokens(ctx.db, account.id, "change_email");
    await cutOffAccessTokens(ctx.db, account.id);
    return sendPage(
      reply,
      messagePage({
        title: "Email changed",
        body: html`Your sign-in email is now ${emailAddress(changed.email)}. Sign in with it to continue to KEEN Cards.`,
        tone: "success",
        action: { href: `${ctx.config.appUrl}/auth/login`, label: "Log in" },
        supportEmail: ctx.config.supportEmail,
        homeUrl: ctx.config.appUrl,
      }),
    );
  });
}

function expiredChangePage(ctx: IdpContext): string {
  return expiredLinkPage(ctx, {
    title: "This link has expired",
    body: "Links to change your email are valid for 24 hours and work once. Ask for the change again in your account settings.",
    retry: { href: `${ctx.config.appUrl}/settings/login-and-security`, label: "Account settings" },
  });
}

function takenPage(ctx: IdpContext): string {
  return expiredLinkPage(ctx, {
    title: "This address is taken",
    body: "Another account now uses this email address, so your sign-in email stays as it was.",
    retry: { href: `${ctx.config.appUrl}/settings/login-and-security`, label: "Account settings" },
  });
}
