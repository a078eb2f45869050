import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendPasswordResetEmail } from "../account-mail";
import { findAccountByEmail, findAccountById, markEmailVerified, updateAccount } from "../accounts";
import type { IdpContext } from "../context";
import { hasValidCsrf } from "../lib/csrf";
import { emailProblem, formRaw, formText } from "../lib/form";
import { sendPage } from "../lib/send-page";
import { revokeAccountModels } from "../oidc/adapter";
import { messagePage } from "../pages/message";
import { forgotPasswordPage, resetPasswordPage } from "../pages/password";
import { checkPassword } from "../passwords";
import { clearSignInFailures } from "../sign-in-throttle";
import { isWithinAllowance, mailRule } from "../throttle";
import { consumeActionToken, peekActionToken, revokeActionTokens } from "../tokens";
import { expiredLinkPage, selfServiceBasics, staleFormMessage } from "./common";

type TokenQuery = { Querystring: { token?: string } };

/** Forgot password → emailed link → choose a new password. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const loginHref = `${ctx.config.appUrl}/auth/login`;

  app.get("/password/forgot", (request, reply) =>
    sendPage(reply, forgotPasswordPage({ ...selfServiceBasics(ctx, request, reply), loginHref })),
  );

  app.post("/password/forgot", async (request, reply) => {
    const basics = selfServiceBasics(ctx, request, reply);
    const email = formText(request.body, "email");
    if (!hasValidCsrf(request, formText(request.body, "_csrf"))) {
      return sendPage(
        reply,
        forgotPasswordPage({ ...basics, loginHref, email, errors: { email: staleFormMessage } }),
        403,
      );
    }
    const problem = emailProblem(email);
    if (problem)
      return sendPage(
        reply,
        forgotPasswordPage({ ...basics, loginHref, email, errors: { email: problem } }),
        400,
      );
    const account = await findAccountByEmail(ctx.db, email);
    if (account && (await isWithinAllowance(ctx.db, `mail:reset:${account.email}`, mailRule))) {
      await ctx.db.transaction((tx) => sendPasswordResetEmail(ctx, tx, account));
    }
    // Same answer whether or not the address has an account.
    return sendPage(reply, forgotPasswordPage({ ...basics, loginHref, email, sentTo: true }));
  });

  app.get("/password/reset", async (request: FastifyRequest<TokenQuery>, reply) => {
    const token = request.query.token ?? "";
    const account = await accountForToken(ctx, token);
    if (!account) return sendPage(reply, expiredResetPage(ctx), 400);
    return sendPage(
      reply,
      resetPasswordPage({ ...selfServiceBasics(ctx, request, reply), token, email: account.email }),
    );
  });

  app.post("/password/reset", async (request, reply) => handleReset(ctx, request, reply, loginHref));
}

async function handleReset(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply, loginHref: string) {
  const basics = selfServiceBasics(ctx, request, reply);
  const token = formText(request.body, "token");
  const password = formRaw(request.body, "password");
  const account = await accountForToken(ctx, token);
  if (!account) return sendPage(reply, expiredResetPage(ctx), 400);
  const page = (error: string, status: number) =>
    sendPage(
      reply,
      resetPasswordPage({ ...basics, token, email: account.email, errors: { password: error } }),
      status,
    );
  if (!hasValidCsrf(request, formText(request.body, "_csrf"))) return page(staleFormMessage, 403);
  const problems = password ? checkPassword(password, { email: account.email }) : ["Choose a new password."];
  if (problems.length) return page(problems.join(" "), 400);
  if (!(await consumeActionToken(ctx.db, token, "reset_password")))
    return sendPage(reply, expiredResetPage(ctx), 400);

  await updateAccount(ctx.db, account.id, { password });
  // Following the emailed link proved the address; old links and sessions stop working.
  await markEmailVerified(ctx.db, account.id);
  await revokeActionTokens(ctx.db, account.id, "reset_password");
  await revokeAccountModels(ctx.db, account.id);
  await clearSignInFailures(ctx.db, account.email);
  return sendPage(
    reply,
    messagePage({
      title: "Password changed",
      body: "Your new password is saved and you've been logged out everywhere. Log in with your new password to continue.",
      tone: "success",
      action: { href: loginHref, label: "Log in" },
      supportEmail: basics.supportEmail,
      homeUrl: basics.homeUrl,
    }),
  );
}

async function accountForToken(ctx: IdpContext, token: string) {
  if (!token) return undefined;
  const record = await peekActionToken(ctx.db, token, "reset_password");
  const account = record ? await findAccountById(ctx.db, record.accountId) : undefined;
  // A link sent to an address the account no longer uses does not count.
  return account && record?.email === account.email ? account : undefined;
}

function expiredResetPage(ctx: IdpContext): string {
  return expiredLinkPage(ctx, {
    title: "This reset link has expired",
    body: "Password reset links are valid for 1 hour and work once. Ask for a new link and use the latest email.",
    retry: { href: "/password/forgot", label: "Send a new link" },
  });
}
