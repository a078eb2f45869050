import { forbidden, serviceUnavailable } from "./errors";

/** The identity provider's management API, as far as the API uses it. */
export type IdpManagementClient = {
  /**
   * Deletes the identity `sub` at the provider, authorised by the caller's own access token (the
   * member themself, or an admin there). An identity that is already gone counts as deleted.
   * Throws 403 when the provider refuses and 503 when it cannot be reached or fails.
   */
  deleteUser(sub: string, accessToken: string): Promise<void>;
};

export type IdpManagementOptions = {
  /** Base URL of the Auth0-compatible management API (`IDP_MANAGEMENT_URL`, default `{OIDC_ISSUER}/api/v2`). */
  baseUrl: string;
  /** Give up after this long (default 10 s, as for token requests). */
  timeoutMs?: number;
};

/** A small client for `DELETE {baseUrl}/users/{sub}` on the embedded IdP or an Auth0-style provider. */
export function createIdpManagementClient(options: IdpManagementOptions): IdpManagementClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async deleteUser(sub, accessToken) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/users/${encodeURIComponent(sub)}`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw serviceUnavailable(
          "The identity provider could not be reached, so nothing was deleted. Try again shortly.",
        );
      }
      await response.body?.cancel();
      if (response.ok || response.status === 404) return;
      if (response.status === 401 || response.status === 403) {
        throw forbidden(
          "The identity provider refused to delete this sign-in account, so nothing was deleted.",
        );
      }
      throw serviceUnavailable(
        `The identity provider failed to delete the sign-in account (HTTP ${response.status}), so nothing was deleted.`,
      );
    },
  };
}
