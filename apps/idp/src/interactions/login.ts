import type { FastifyReply, FastifyRequest } from "fastify";
import { verifyCredentials } from "../accounts";
import { emailProblem, formRaw, formText } from "../lib/form";
import { sendPage } from "../lib/send-page";
import { loginPage } from "../pages/login";
import { clearHits, findActiveLock, loginKeys, loginRules, recordHit } from "../throttle";
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
const locked = "Too many failed attempts. Please wait 15 minutes and try again, or reset your password.";

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
 * POST /interaction/:uid/login — checks the throttle (per email and per IP), then the
 * password; on success finishes the login step (an unverified account is stopped next by the
 * verify_email prompt).
 */
export async function handleLogin(deps: InteractionDeps, request: Request, reply: FastifyReply) {
  const details = await loadLoginInteraction(deps, request, reply);
  if (!details) return reply;
  const email = formText(request.body, "email");
  const password = formRaw(request.body, "password");
  const fieldErrors = { email: emailProblem(email), password: password ? undefined : "Enter your password." };
  if (fieldErrors.email || fieldErrors.password)
    return renderLogin(deps, reply, details, { email, fieldErrors }, 400);

  const { db } = deps.ctx;
  const keys = loginKeys(email, request.ip);
  if (await findActiveLock(db, [keys.account, keys.ip])) {
    return renderLogin(deps, reply, details, { email, error: locked }, 429);
  }
  const account = await verifyCredentials(db, email, password);
  if (!account) {
    await recordHit(db, keys.account, loginRules.account);
    await recordHit(db, keys.ip, loginRules.ip);
    return renderLogin(deps, reply, details, { email, error: incorrect }, 401);
  }
  await clearHits(db, keys.account);
  return finishInteraction(deps, request, reply, { login: { accountId: account.id, remember: true } });
}
