import type { FastifyReply, FastifyRequest } from "fastify";
import { verifyCredentials } from "../accounts";
import { emailProblem, formRaw, formText } from "../lib/form";
import { sendPage } from "../lib/send-page";
import { loginPage } from "../pages/login";
import { suspendedPage } from "../pages/suspended";
import { findPlatformStanding } from "../platform-standing";
import { claimSignInAttempt } from "../sign-in-throttle";
import { isKnownDevice, rememberDevice } from "./device-cookie";
import {
  finishInteraction,
  type Interaction,
  type InteractionDeps,
  interactionPaths,
  loadLoginInteraction,
  loginHint,
  pageBasics,
} from "./interaction";

type Request = FastifyRequest<{ Params: { uid: string } }>;

const incorrect = "Email or password is incorrect.";
const tooMany = (seconds: number) =>
  `Too many attempts; try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}, or reset your password.`;

/** Renders the login page of an interaction (optionally with an error and the typed email). */
export function renderLogin(
  deps: InteractionDeps,
  reply: FastifyReply,
  details: Interaction,
  state: { email?: string; error?: string; fieldErrors?: { email?: string; password?: string } } = {},
  status = 200,
): FastifyReply {
  const paths = interactionPaths(details.uid);
  const hint = loginHint(details);
  return sendPage(
    reply,
    loginPage({
      action: paths.login,
      signupHref: paths.signup,
      forgotHref: paths.forgot,
      email: state.email ?? hint,
      error: state.error,
      fieldErrors: state.fieldErrors,
      ...pageBasics(deps),
    }),
    status,
  );
}

/**
 * POST /interaction/:uid/login — claims an attempt (slowed per account-and-address, and per
 * address for browsers new to the account; see ../sign-in-throttle.ts), then checks the password; on
 * success finishes the login step (an unverified account is stopped next by the verify_email
 * prompt) and marks the browser as known to the account. A suspended member gets a page saying
 * why and until when instead.
 */
export async function handleLogin(deps: InteractionDeps, request: Request, reply: FastifyReply) {
  const details = await loadLoginInteraction(deps, request, reply);
  if (!details) return reply;
  const email = formText(request.body, "email");
  const password = formRaw(request.body, "password");
  const fieldErrors = { email: emailProblem(email), password: password ? undefined : "Enter your password." };
  if (fieldErrors.email || fieldErrors.password)
    return renderLogin(deps, reply, details, { email, fieldErrors }, 400);

  const { db, config } = deps.ctx;
  const isKnown = isKnownDevice(request, email, config.cookieKeys);
  const attempt = await claimSignInAttempt(db, email, request.ip, isKnown);
  if (attempt.wait > 0) {
    reply.header("retry-after", String(attempt.wait));
    return renderLogin(deps, reply, details, { email, error: tooMany(attempt.wait) }, 429);
  }
  const account = await verifyCredentials(db, email, password);
  if (!account) return renderLogin(deps, reply, details, { email, error: incorrect }, 401);
  await attempt.succeeded();
  // A suspended member learns why and until when, only after proving the password (decision 0041).
  const { suspension } = await findPlatformStanding(db, account.id);
  if (suspension) return sendPage(reply, suspendedPage(suspension, pageBasics(deps)), 403);
  rememberDevice(reply, email, config.cookieKeys, config.issuer.startsWith("https:"));
  return finishInteraction(deps, request, reply, { login: { accountId: account.id, remember: true } });
}
