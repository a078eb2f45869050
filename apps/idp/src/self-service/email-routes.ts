import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendVerificationEmail } from "../account-mail";
import { findAccountByEmail, findAccountById, markEmailVerified } from "../accounts";
import type { IdpContext } from "../context";
import { hasValidCsrf } from "../lib/csrf";
import { emailProblem, formText } from "../lib/form";
import { appReturnPath, continueToAppUrl } from "../lib/return-path";
import { sendPage } from "../lib/send-page";
import { resendVerificationPage } from "../pages/email";
import { emailAddress } from "../pages/email-address";
import { html } from "../pages/html";
import { messagePage } from "../pages/message";
import { isWithinAllowance, mailRule } from "../throttle";
import { consumeActionToken } from "../tokens";
import { expiredLinkPage, selfServiceBasics, staleFormMessage } from "./common";

/** Email verification by emailed link, and "resend verification email". */
export function registerEmailRoutes(app: FastifyInstance, ctx: IdpContext): void {
  app.get("/email/verify", async (request: FastifyRequest<{ Querystring: { token?: string } }>, reply) => {
    const token = request.query.token ?? "";
    const record = token ? await consumeActionToken(ctx.db, token, "verify_email") : undefined;
    const account = record ? await findAccountById(ctx.db, record.accountId) : undefined;
    if (!account || record?.email !== account.email) {
      return sendPage(
        reply,
        expiredLinkPage(ctx, {
          title: "This link has expired",
          body: "Verification links are valid for 24 hours and work once. If your address is already verified, just continue to KEEN Cards; otherwise ask for a new link.",
          retry: { href: "/email/resend", label: "Send a new link" },
        }),
        400,
      );
    }
    await markEmailVerified(ctx.db, account.id);
    return sendPage(
      reply,
      messagePage({
        title: "Email verified",
        body: html`Thank you — ${emailAddress(account.email)} is verified. You can now continue to KEEN Cards.`,
        tone: "success",
        action: {
          href: continueToAppUrl(ctx.config.appUrl, record.returnPath),
          label: "Continue to KEEN Cards",
        },
        supportEmail: ctx.config.supportEmail,
        homeUrl: ctx.config.appUrl,
      }),
    );
  });

  // `return_to`: the app page the newcomer was on (the web app's verification screen passes it).
  app.get("/email/resend", (request: FastifyRequest<{ Querystring: { return_to?: string } }>, reply) =>
    sendPage(
      reply,
      resendVerificationPage({
        ...selfServiceBasics(ctx, request, reply),
        returnTo: appReturnPath(request.query.return_to),
      }),
    ),
  );

  app.post("/email/resend", async (request, reply) => {
    const basics = selfServiceBasics(ctx, request, reply);
    const email = formText(request.body, "email");
    const returnTo = appReturnPath(formText(request.body, "return_to"));
    if (!hasValidCsrf(request, formText(request.body, "_csrf"))) {
      return sendPage(
        reply,
        resendVerificationPage({ ...basics, email, returnTo, errors: { email: staleFormMessage } }),
        403,
      );
    }
    const problem = emailProblem(email);
    if (problem)
      return sendPage(
        reply,
        resendVerificationPage({ ...basics, email, returnTo, errors: { email: problem } }),
        400,
      );
    const account = await findAccountByEmail(ctx.db, email);
    if (
      account &&
      !account.emailVerified &&
      (await isWithinAllowance(ctx.db, `mail:verify:${account.email}`, mailRule))
    ) {
      await ctx.db.transaction((tx) => sendVerificationEmail(ctx, tx, account, returnTo));
    }
    return sendPage(reply, resendVerificationPage({ ...basics, email, returnTo, isSent: true }));
  });
}
