import { createHash, randomBytes } from "node:crypto";

/** A PKCE pair and the state/nonce of one authorization request, as the web app makes them. */
export function newAuthRequest() {
  const verifier = randomBytes(32).toString("base64url");
  return {
    verifier,
    challenge: createHash("sha256").update(verifier).digest("base64url"),
    state: randomBytes(12).toString("base64url"),
    nonce: randomBytes(12).toString("base64url"),
  };
}

export type AuthRequest = ReturnType<typeof newAuthRequest>;

/** The authorize URL the web app builds (code + PKCE S256, state, nonce, audience). */
export function authorizeUrl(
  issuer: string,
  options: {
    clientId: string;
    appUrl: string;
    audience: string;
    request: AuthRequest;
    extra?: Record<string, string>;
  },
): string {
  const params = new URLSearchParams({
    client_id: options.clientId,
    response_type: "code",
    scope: "openid profile email offline_access",
    redirect_uri: `${options.appUrl}/auth/callback`,
    state: options.request.state,
    nonce: options.request.nonce,
    code_challenge: options.request.challenge,
    code_challenge_method: "S256",
    audience: options.audience,
    ...options.extra,
  });
  return `${issuer}/auth?${params}`;
}

/** POSTs to the token endpoint like a public client (no secret). */
export async function tokenRequest(issuer: string, fields: Record<string, string>) {
  const response = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string | number> };
}
