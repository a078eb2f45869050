import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { type AppError, invalidToken, serviceUnavailable } from "./errors";

/** Where access tokens come from and whom they must be for. */
export type OidcSettings = {
  /** The issuer we trust (`iss` must equal it). */
  issuer: string;
  /** The access-token audience of this API (`aud` must contain it). */
  audience: string;
  /** JWKS address; discovered from the issuer's metadata when absent. */
  jwksUrl?: string | undefined;
};

/** The verified claims of an access token (standard OIDC names). */
export type AccessTokenClaims = JWTPayload & {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

/** Verifies bearer tokens and talks to the issuer (metadata, JWKS, userinfo). */
export type OidcClient = {
  /** Resolves the claims, or throws a 401 (bad token) / 503 (issuer unreachable) `AppError`. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** The issuer's userinfo for this token (used when the access token lacks profile claims). */
  fetchUserInfo(token: string): Promise<Record<string, unknown>>;
  /** True when the issuer's JWKS answers with at least one key (readiness check). */
  isReachable(): Promise<boolean>;
};

const DiscoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const HTTP_TIMEOUT_MS = 5000;
/** Allowed clock skew between us and the issuer (ARCHITECTURE §3). */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Creates the verifier for one issuer. `getKey` replaces the remote JWKS (tests sign tokens with a
 * locally generated RS256 key); everything else still behaves as in production.
 */
export function createOidcClient(
  settings: OidcSettings,
  options: { getKey?: JWTVerifyGetKey; verifiedTokens?: number } = {},
): OidcClient {
  const issuer = settings.issuer.replace(/\/+$/, "");
  let discovery: Promise<Discovery> | undefined;
  let remoteKeys: JWTVerifyGetKey | undefined;

  function discover(): Promise<Discovery> {
    discovery ??= fetchJson(`${issuer}/.well-known/openid-configuration`)
      .then((json) => DiscoverySchema.parse(json))
      .catch((error: unknown) => {
        discovery = undefined; // retry on the next request instead of caching the failure
        throw error;
      });
    return discovery;
  }

  async function jwksUrl(): Promise<string> {
    return settings.jwksUrl ?? (await discover()).jwks_uri;
  }

  const getKey: JWTVerifyGetKey =
    options.getKey ??
    (async (header, token) => {
      remoteKeys ??= createRemoteJWKSet(new URL(await jwksUrl()), {
        timeoutDuration: HTTP_TIMEOUT_MS,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      });
      return remoteKeys(header, token);
    });

  // Verified tokens by their exact string, until their `exp` (issue 12): a client sends the same
  // token with every request for its lifetime, and checking an RS256 signature costs more than
  // the rest of a cached read. Bounded, least recently used first out; failures are not kept.
  // TTLs count on the wall clock, as `exp` does.
  const verified = new LRUCache<string, AccessTokenClaims>({
    max: options.verifiedTokens ?? 10_000,
    perf: { now: () => Date.now() },
  });

  return {
    async verifyAccessToken(token) {
      const cached = verified.get(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, getKey, {
          issuer: [issuer, `${issuer}/`],
          audience: settings.audience,
          algorithms: ["RS256"],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ["sub", "exp"],
        });
        const claims = payload as AccessTokenClaims;
        const lifetimeMs = (claims.exp ?? 0) * 1000 - Date.now();
        if (lifetimeMs > 0) verified.set(token, claims, { ttl: lifetimeMs });
        return claims;
      } catch (error) {
        throw toVerificationError(error);
      }
    },

    async fetchUserInfo(token) {
      let endpoint: string | undefined;
      try {
        endpoint = (await discover()).userinfo_endpoint;
      } catch {
        throw serviceUnavailable("The identity provider cannot be reached right now.");
      }
      if (!endpoint) throw serviceUnavailable("The identity provider has no userinfo endpoint.");
      const response = await fetch(endpoint, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      }).catch(() => null);
      if (response?.status === 401) throw invalidToken("The identity provider rejected the access token.");
      if (!response?.ok) throw serviceUnavailable("The identity provider cannot be reached right now.");
      const body: unknown = await response.json().catch(() => null);
      return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    },

    async isReachable() {
      try {
        const json = await fetchJson(await jwksUrl(), 2000);
        return z.object({ keys: z.array(z.unknown()).min(1) }).safeParse(json).success;
      } catch {
        return false;
      }
    },
  };
}

async function fetchJson(url: string, timeoutMs = HTTP_TIMEOUT_MS): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function toVerificationError(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) return invalidToken("The access token has expired.");
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return invalidToken("The access token was not issued for this API.");
    if (error.claim === "iss") return invalidToken("The access token comes from an untrusted issuer.");
    return invalidToken(`The access token is invalid (${error.claim}).`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed)
    return invalidToken("The access token must be signed with RS256.");
  if (error instanceof errors.JWKSTimeout) {
    return serviceUnavailable("The identity provider cannot be reached to check your sign-in.");
  }
  if (error instanceof errors.JOSEError) return invalidToken();
  // Anything else is a network failure while discovering or fetching the keys.
  return serviceUnavailable("The identity provider cannot be reached to check your sign-in.");
}

export type { JWTVerifyGetKey } from "jose";
