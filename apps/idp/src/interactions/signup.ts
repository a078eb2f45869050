import type { FastifyReply, FastifyRequest } from "fastify";
import { sendExistingAccountNotice, sendVerificationEmail } from "../account-mail";
import { createAccount, findAccountByEmail } from "../accounts";
import { emailProblem, formRaw, formText, nameProblem } from "../lib/form";
import { sendPage } from "../lib/send-page";
import { verifyEmailMessage } from "../oidc/policy";
import type { FieldErrors } from "../pages/forms";
import { type SignupValues, signupPage } from "../pages/signup";
import { checkPassword } from "../passwords";
import { isWithinAllowance, mailRule } from "../throttle";
import {
  finishInteraction,
  type Interaction,
  type InteractionDeps,
  interactionPaths,
  interactionReturnPath,
  loadLoginInteraction,
  loginHint,
  pageBasics,
} from "./interaction";

type Request = FastifyRequest<{ Params: { uid: string } }>;

/** Renders the sign-up page of an interaction. */
export function renderSignup(
  deps: InteractionDeps,
  reply: FastifyReply,
  details: Interaction,
  state: { values?: SignupValues; errors?: FieldErrors } = {},
  status = 200,
): FastifyReply {
  const paths = interactionPaths(details.uid);
  const hint = loginHint(details);
  return sendPage(
    reply,
    signupPage({
      action: paths.signup,
      loginHref: paths.login,
      values: state.values ?? { email: hint },
      errors: state.errors,
      ...pageBasics(deps),
    }),
    status,
  );
}

/**
 * POST /interaction/:uid/signup — creates the account and emails the verification link, then
 * finishes the login step so the app receives the "verify your email" denial and a later
 * "Try again" needs no password. The link's page continues to the app page the sign-in asked to
 * return to (`return_to`), so a link opened in a new tab still lands there. An address that already has an account gets the same
 * outcome without a session (and a notice by email), so the page never reveals which exist.
 */
export async function handleSignup(deps: InteractionDeps, request: Request, reply: FastifyReply) {
  const details = await loadLoginInteraction(deps, request, reply);
  if (!details) return reply;
  const values = {
    givenName: formText(request.body, "given_name"),
    familyName: formText(request.body, "family_name"),
    email: formText(request.body, "email"),
  };
  const password = formRaw(request.body, "password");
  const errors: FieldErrors = {
    given_name: nameProblem(values.givenName, "first name"),
    family_name: nameProblem(values.familyName, "last name"),
    email: emailProblem(values.email),
    password: password
      ? checkPassword(password, { email: values.email }).join(" ") || undefined
      : "Choose a password.",
  };
  if (Object.values(errors).some(Boolean)) return renderSignup(deps, reply, details, { values, errors }, 400);

  const { ctx } = deps;
  // The account, its verification link and the e-mail carrying it commit together or not at all.
  const account = await ctx.db.transaction(async (tx) => {
    const created = await createAccount(tx, { ...values, password });
    if (created) await sendVerificationEmail(ctx, tx, created, interactionReturnPath(details));
    return created;
  });
  if (!account) {
    const existing = await findAccountByEmail(ctx.db, values.email);
    if (existing && (await isWithinAllowance(ctx.db, `mail:signup:${existing.email}`, mailRule))) {
      await sendExistingAccountNotice(ctx, existing);
    }
    return finishInteraction(deps, request, reply, {
      error: "access_denied",
      error_description: verifyEmailMessage,
    });
  }
  return finishInteraction(deps, request, reply, { login: { accountId: account.id, remember: true } });
}
