import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createLocalJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  type JWTVerifyGetKey,
  SignJWT,
} from "jose";

export type SignTokenOptions = {
  /** Seconds from now (negative for an already expired token); default 300. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** "HS256" signs with a random shared secret (a token we must refuse). */
  algorithm?: "RS256" | "HS256";
};

/** A stand-in identity provider for tests (no IdP process needed). */
export type TestIssuer = {
  /** Base URL of the fake issuer (serves discovery, JWKS and userinfo). */
  issuer: string;
  audience: string;
  /** Key getter to inject into the services instead of fetching the JWKS. */
  getKey: JWTVerifyGetKey;
  /** Signs an access token with the issuer's RS256 key (iss, aud, iat, exp filled in). */
  signToken(claims: Record<string, unknown>, options?: SignTokenOptions): Promise<string>;
  /** What `GET /userinfo` answers for tokens of `sub`. */
  setUserInfo(sub: string, claims: Record<string, unknown>): void;
  close(): Promise<void>;
};

/**
 * Starts a fake OpenID provider on a random local port, with a freshly generated RS256 key.
 * Serves `/.well-known/openid-configuration`, `/jwks` and `/userinfo`.
 */
export async function startTestIssuer(audience = "urn:keen:api"): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" }] };
  const userInfo = new Map<string, Record<string, unknown>>();
  let issuer = "";

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const path = request.url?.split("?")[0];
    if (path === "/.well-known/openid-configuration") {
      return send(200, { issuer, jwks_uri: `${issuer}/jwks`, userinfo_endpoint: `${issuer}/userinfo` });
    }
    if (path === "/jwks") return send(200, jwks);
    if (path === "/userinfo") {
      const token = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const sub = safeSub(token);
      return sub ? send(200, { sub, ...userInfo.get(sub) }) : send(401, { error: "invalid_token" });
    }
    return send(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    audience,
    getKey: createLocalJWKSet(jwks),
    async signToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const algorithm = options.algorithm ?? "RS256";
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: algorithm, kid: "test-key", typ: "at+jwt" })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + (options.expiresIn ?? 300));
      return algorithm === "HS256" ? jwt.sign(randomBytes(32)) : jwt.sign(privateKey);
    },
    setUserInfo(sub, claims) {
      userInfo.set(sub, claims);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safeSub(token: string): string | undefined {
  try {
    const { sub } = decodeJwt(token);
    return sub;
  } catch {
    return undefined;
  }
}
