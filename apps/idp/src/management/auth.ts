import { unauthorized } from "@keen/server-kit";
import type { FastifyRequest } from "fastify";
import { createLocalJWKSet, jwtVerify } from "jose";
import { findAccountById } from "../accounts";
import type { IdpContext } from "../context";
import { publicKeys, type SigningKeys } from "../oidc/keys";
import { findPlatformStanding } from "../platform-standing";
import { isCutOff } from "../token-cutoffs";

export type Caller = {
  id: string;
  isAdmin: boolean;
  /** The uid of the login session the token was issued for (`sid`), if the token names one. */
  sid?: string;
  /** When the caller last entered their password (`auth_time`, seconds), if the token says. */
  authTime?: number;
};

/**
 * Verifies `Authorization: Bearer <JWT>` as an access token this IdP issued for the API
 * (issuer, audience, RS256, at+jwt, with `exp` and `iat`), issued after the account's last
 * password or email change, and loads the caller's account (it must still exist).
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
      requiredClaims: ["sub", "exp", "iat"],
    }).then(
      (result) => result.payload,
      () => undefined,
    );
    if (!payload?.sub || payload.iat === undefined)
      throw unauthorized("The access token is invalid or expired.");
    const account = await findAccountById(ctx.db, payload.sub);
    if (!account) throw unauthorized("The access token's user no longer exists.");
    if (await isCutOff(ctx.db, account.id, payload.iat)) {
      throw unauthorized("The access token was issued before the password or email changed. Sign in again.");
    }
    // Admin powers come from the platform's role (the member row), not from the IdP.
    const standing = await findPlatformStanding(ctx.db, account.id);
    return {
      id: account.id,
      isAdmin: standing.isAdmin,
      sid: typeof payload.sid === "string" ? payload.sid : undefined,
      authTime: typeof payload.auth_time === "number" ? payload.auth_time : undefined,
    };
  };
}
