import type { FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { errors, type InteractionResults } from "oidc-provider";
import type { IdpContext } from "../context";
import { appReturnPath } from "../lib/return-path";
import { sendPage } from "../lib/send-page";
import { errorPage } from "../pages/error";

export type Interaction = Awaited<ReturnType<Provider["interactionDetails"]>>;
export type InteractionDeps = { ctx: IdpContext; provider: Provider };

/**
 * Loads the interaction this browser is in (checked against its interaction cookie). When it is
 * missing or expired, renders an explanatory page and returns undefined.
 */
export async function loadInteraction(
  deps: InteractionDeps,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  try {
    const details = await deps.provider.interactionDetails(request.raw, reply.raw);
    if (details.uid === request.params.uid) return details;
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
  }
  sendPage(
    reply,
    errorPage({
      title: "This page has expired",
      message:
        "Sign-in pages are valid for one hour and only in the browser that opened them. Please go back to KEEN Cards and start again.",
      supportEmail: deps.ctx.config.supportEmail,
      homeUrl: deps.ctx.config.appUrl,
    }),
    400,
  );
  return undefined;
}

/**
 * Loads the interaction for a login-step form (login, sign-up): when it is gone, renders the expired
 * page; when it has moved past the login prompt, sends the browser back to its current step. Either
 * way the reply is sent and undefined is returned.
 */
export async function loadLoginInteraction(
  deps: InteractionDeps,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  const details = await loadInteraction(deps, request, reply);
  if (!details) return undefined;
  if (details.prompt.name !== "login") {
    reply.redirect(interactionPaths(details.uid).base, 303);
    return undefined;
  }
  return details;
}

/** The address the client suggested for this sign-in (`login_hint`), if any. */
export function loginHint(details: Interaction): string | undefined {
  return typeof details.params.login_hint === "string" ? details.params.login_hint : undefined;
}

/**
 * The app page the client asked to come back to (`return_to`, the web app's `redirectTo`), when it
 * is a same-app path; anything else is dropped.
 */
export function interactionReturnPath(details: Interaction): string | undefined {
  return appReturnPath(details.params.return_to);
}

/** Ends the interaction with `result` and sends the browser back into the authorization flow. */
export async function finishInteraction(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
): Promise<FastifyReply> {
  const returnTo = await deps.provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.redirect(returnTo, 303);
}

/** Common props of the interaction pages. */
export function pageBasics(deps: InteractionDeps) {
  return { supportEmail: deps.ctx.config.supportEmail, homeUrl: deps.ctx.config.appUrl };
}

/** Paths of one interaction's pages. */
export function interactionPaths(uid: string) {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return { base, login: `${base}/login`, signup: `${base}/signup`, forgot: "/password/forgot" };
}
