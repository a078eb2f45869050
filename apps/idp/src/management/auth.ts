import { unauthorized } from "@keen/server-kit";
import type { FastifyRequest } from "fastify";
import { createLocalJWKSet, jwtVerify } from "jose";
import { findAccountById } from "../accounts";
import type { IdpContext } from "../context";
import { publicKeys, type SigningKeys } from "../oidc/keys";

export type Caller = { id: string; isAdmin: boolean };

/**
 * Verifies `Authorization: Bearer <JWT>` as an access token this IdP issued for the API
 * (issuer, audience, RS256, at+jwt) and loads the caller's account (it must still exist).
 */
export function createAuthenticator(ctx: IdpContext, keys: SigningKeys) {
  const jwks = createLocalJWKSet(publicKeys(keys));
  return async (request: FastifyRequest): Promise<Caller> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
    if (!match?.[1]) throw unauthorized("A valid access token is required.");
    const payload = await jwtVerify(match[1], jwks, {
      issuer: ctx.config.issuer,
      audience: ctx.config.audience,
      algorithms: ["RS256"],
      typ: "at+jwt",
      clockTolerance: 60,
    }).then(
      (result) => result.payload,
      () => undefined,
    );
    if (!payload?.sub) throw unauthorized("The access token is invalid or expired.");
    const account = await findAccountById(ctx.db, payload.sub);
    if (!account) throw unauthorized("The access token's user no longer exists.");
    return { id: account.id, isAdmin: account.isAdmin };
  };
}
