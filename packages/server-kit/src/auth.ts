import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { invalidToken, unauthorized } from "./errors";
import type { AccessTokenClaims, OidcClient } from "./oidc";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route reads the `Authorization` header itself (not an access token, e.g. `/metrics`): left alone here. */
    readsOwnAuthorization?: boolean;
  }
  interface FastifyRequest {
    /** Verified access-token claims, or null for an anonymous request. */
    identity: AccessTokenClaims | null;
    /** The raw bearer token (to call the issuer on the caller's behalf), or null. */
    accessToken: string | null;
  }
}

const refusals = new WeakMap<FastifyRequest, unknown>();

/**
 * Reads `Authorization: Bearer …` on every request. No header means anonymous (each route
 * decides); a malformed, invalid or expired token is a 401 before any handler runs.
 *
 * The token is verified in `onRequest`, but a refusal is only thrown in `preParsing`: the rate
 * limit runs as a route-level `onRequest` hook, after every app-level one, so a 401 thrown here
 * would skip it and bad tokens would never be counted. Held back, the request is counted against
 * its address (it has no identity) and answered 429 once that budget is spent.
 */
export const authPlugin = fp<{ oidc: OidcClient }>(
  async (app, { oidc }) => {
    app.decorateRequest("identity", null);
    app.decorateRequest("accessToken", null);
    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      if (header === undefined || header === "" || request.routeOptions.config.readsOwnAuthorization) return;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      try {
        if (!match?.[1]) throw invalidToken("The Authorization header must be 'Bearer <access token>'.");
        request.identity = await oidc.verifyAccessToken(match[1]);
        request.accessToken = match[1];
      } catch (error) {
        refusals.set(request, error);
      }
    });
    app.addHook("preParsing", async (request) => {
      if (refusals.has(request)) throw refusals.get(request);
    });
  },
  { name: "keen-auth" },
);

/** The caller's verified claims; throws 401 when the request is anonymous. */
export function requireIdentity(request: FastifyRequest): AccessTokenClaims {
  if (!request.identity) throw unauthorized();
  return request.identity;
}
