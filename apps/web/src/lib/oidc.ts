import type { UserManager, UserManagerSettings } from "oidc-client-ts";
import { hasAuthParams } from "react-oidc-context";
import type { Env } from "./env";

/**
 * What every page needs of sign-in without loading the OIDC client: the settings, whether this
 * browser holds a session, and the access token for requests. The client itself (oidc-client-ts)
 * is in `oidc-client.ts` and loads only when there is a session or a sign-in to handle, so a
 * visitor's first page does not download it.
 */

/** What the app keeps in the OIDC `state` round trip. */
export type SignInState = { redirectTo?: string };

/**
 * The OIDC client settings (spec §7 "Identity provider", §9 identity constants): code flow with
 * PKCE S256, silent renewal with the refresh token 60 s before expiry (tokens go to local storage,
 * see `oidc-client.ts`). oidc-client-ts 3 has no client-side clock-skew setting (it does not
 * re-check ID token times); the 60 s leeway is applied where tokens are verified, in the API.
 */
export function oidcBaseSettings(env: Env, origin = window.location.origin) {
  return {
    authority: env.VITE_AUTH_DOMAIN,
    client_id: env.VITE_AUTH_CLIENT_ID,
    redirect_uri: env.VITE_AUTH_REDIRECT_URI,
    post_logout_redirect_uri: `${origin}/`,
    response_type: "code",
    scope: "openid profile email offline_access",
    resource: env.VITE_AUTH_AUDIENCE,
    extraQueryParams: { audience: env.VITE_AUTH_AUDIENCE },
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    requestTimeoutInSeconds: 10,
    loadUserInfo: false,
  } satisfies UserManagerSettings;
}

/** True when oidc-client-ts keeps a user for this app in local storage (its `oidc.user:` key). */
export function hasStoredSession(env: Env): boolean {
  try {
    return (
      window.localStorage.getItem(`oidc.user:${env.VITE_AUTH_DOMAIN}:${env.VITE_AUTH_CLIENT_ID}`) !== null
    );
  } catch {
    return false;
  }
}

let startsWithSession: boolean | undefined;

/**
 * True when this page load began with a stored session or a sign-in callback in the address
 * (decided once: the auth provider and the router's visitor shortcut must agree). A visitor's page
 * stays signed out until signing in leaves it.
 */
export function pageStartsWithSession(env: Env): boolean {
  startsWithSession ??= hasStoredSession(env) || hasAuthParams();
  return startsWithSession;
}

/**
 * Self-service pages of the identity provider (paths of the embedded IdP in `apps/idp`); change them
 * here when pointing the app at another provider.
 */
export function identityProviderPages(env: Env) {
  return {
    forgotPassword: `${env.VITE_AUTH_DOMAIN}/password/forgot`,
    resendVerification: `${env.VITE_AUTH_DOMAIN}/email/resend`,
  };
}

let userManager: UserManager | undefined;

/** Called by `oidc-client.ts` when it creates the page's UserManager. */
export function registerUserManager(manager: UserManager): void {
  userManager = manager;
}

/** Cached tokens count as expired this many seconds early (spec §9). */
export const EARLY_EXPIRY_SECONDS = 60;

/**
 * The current access token, or undefined when signed out (no UserManager means no session was
 * found at start-up). A token within 60 s of expiry is renewed silently with the refresh token
 * first; when that fails an unexpired token is still used, and an expired one means "no token".
 */
export async function getAccessToken(): Promise<string | undefined> {
  if (!userManager) return undefined;
  const user = await userManager.getUser();
  if (!user) return undefined;
  const isFresh = user.expires_in === undefined || user.expires_in > EARLY_EXPIRY_SECONDS;
  if (isFresh) return user.access_token;
  const fallback = user.expired ? undefined : user.access_token;
  if (!user.refresh_token) return fallback;
  // Requests that start together share one refresh instead of racing the refresh-token rotation.
  const manager = userManager;
  renewal ??= manager
    .signinSilent()
    .then((renewed) => renewed?.access_token)
    .catch(() => undefined)
    .finally(() => {
      renewal = undefined;
    });
  return (await renewal) ?? fallback;
}

let renewal: Promise<string | undefined> | undefined;
