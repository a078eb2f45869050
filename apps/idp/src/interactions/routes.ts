import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiScopes, firstPartyScopes } from "../oidc/grants";
import { verifyEmailMessage } from "../oidc/policy";
import {
  finishInteraction,
  type Interaction,
  type InteractionDeps,
  interactionPaths,
  loadInteraction,
} from "./interaction";
import { handleLogin, renderLogin } from "./login";
import { handleSignup, renderSignup } from "./signup";

type Request = FastifyRequest<{ Params: { uid: string } }>;

/** The pages of an authorization interaction: login, sign-up, and the automatic steps. */
export function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  app.get("/interaction/:uid", (request: Request, reply) => showInteraction(deps, request, reply, "auto"));
  app.get("/interaction/:uid/login", (request: Request, reply) =>
    showInteraction(deps, request, reply, "login"),
  );
  app.get("/interaction/:uid/signup", (request: Request, reply) =>
    showInteraction(deps, request, reply, "signup"),
  );
  app.post("/interaction/:uid/login", (request: Request, reply) => handleLogin(deps, request, reply));
  app.post("/interaction/:uid/signup", (request: Request, reply) => handleSignup(deps, request, reply));
}

/**
 * Shows what the pending prompt needs: the login page (or sign-up for `screen_hint=signup`),
 * or finishes the prompts that need no page — verify_email (deny) and consent (first party).
 */
async function showInteraction(
  deps: InteractionDeps,
  request: Request,
  reply: FastifyReply,
  page: "auto" | "login" | "signup",
) {
  const details = await loadInteraction(deps, request, reply);
  if (!details) return reply;
  switch (details.prompt.name) {
    case "login": {
      const wantsSignup = page === "signup" || (page === "auto" && details.params.screen_hint === "signup");
      return wantsSignup ? renderSignup(deps, reply, details) : renderLogin(deps, reply, details);
    }
    case "verify_email":
      return finishInteraction(deps, request, reply, {
        error: "access_denied",
        error_description: verifyEmailMessage,
      });
    case "consent":
      return finishInteraction(deps, request, reply, {
        consent: { grantId: await grantFirstParty(deps, details) },
      });
    default:
      if (page !== "auto") return reply.redirect(interactionPaths(details.uid).base, 303);
      return finishInteraction(deps, request, reply, {
        error: "access_denied",
        error_description: "This sign-in step is not supported.",
      });
  }
}

/** Our own web app needs no consent screen: grant it everything it may ask for. */
async function grantFirstParty(deps: InteractionDeps, details: Interaction): Promise<string> {
  const { Grant } = deps.provider;
  const accountId = details.session?.accountId;
  const clientId = String(details.params.client_id);
  const existing = details.grantId ? await Grant.find(details.grantId) : undefined;
  const grant = existing ?? new Grant({ accountId, clientId });
  grant.addOIDCScope(firstPartyScopes);
  grant.addResourceScope(deps.ctx.config.audience, apiScopes);
  return grant.save();
}
