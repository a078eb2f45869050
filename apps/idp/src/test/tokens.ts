import { importJWK, type JWTPayload, SignJWT } from "jose";
import { loadSigningKeys } from "../oidc/keys";
import type { TestIdp } from "./harness";

/**
 * Signs an access token for the API with the test IdP's own key, as its token endpoint would:
 * `claims` go on top, and `expires: false` leaves out `exp` (what the token endpoint never does).
 */
export async function signOwnAccessToken(
  idp: TestIdp,
  sub: string,
  claims: JWTPayload = {},
  options: { expires?: boolean } = {},
): Promise<string> {
  const { keys } = await loadSigningKeys({ dataDir: idp.config.dataDir, isProduction: false });
  const [key] = keys;
  if (!key) throw new Error("the test IdP has no signing key");
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: key.kid })
    .setIssuer(idp.issuer)
    .setAudience(idp.config.audience)
    .setSubject(sub)
    .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000));
  if (options.expires !== false) token.setExpirationTime("5m");
  return token.sign(await importJWK(key, "RS256"));
}
