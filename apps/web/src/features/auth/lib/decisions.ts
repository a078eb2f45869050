export { safeReturnPath } from "@/lib/safe-return-path";

/** Where the person is: path and query string, as the router reports them. */
export type PlaceInApp = { pathname: string; search: string };

/** The path plus query string, used as the place to come back to. */
export function pathWithQuery({ pathname, search }: PlaceInApp): string {
  return `${pathname}${search}`;
}

/**
 * True when the identity provider refused sign-in because the email address is not verified:
 * `error=access_denied` with a description that mentions email verification (spec §4, §8).
 */
export function isEmailVerificationDenial(search: string): boolean {
  const params = new URLSearchParams(search);
  if (params.get("error") !== "access_denied") return false;
  const description = params.get("error_description") ?? "";
  return /verif/i.test(description) && /e-?mail/i.test(description);
}

export type ProtectedRouteDecision = "loading" | "verify-email" | "sign-in" | "allow";

/** What the sign-in guard shows (spec §4 "Protected guard"). */
export function decideProtectedRoute(state: {
  isLoading: boolean;
  isAuthenticated: boolean;
  search: string;
}): ProtectedRouteDecision {
  if (state.isLoading) return "loading";
  if (isEmailVerificationDenial(state.search)) return "verify-email";
  if (!state.isAuthenticated) return "sign-in";
  return "allow";
}

export const ONBOARDING_PATH = "/onboarding";

/**
 * Where a signed-in member who has not finished onboarding must go, or null to stay (spec §4):
 * authenticated, loaded, has a profile, `isOnboarded` false, not on /onboarding already, and no
 * email-verification denial in the URL. The /auth/* screens are left alone too.
 */
export function decideOnboardingRedirect(state: {
  isAuthenticated: boolean;
  isLoading: boolean;
  userData: { isOnboarded: boolean } | undefined;
  place: PlaceInApp;
}): string | null {
  const { isAuthenticated, isLoading, userData, place } = state;
  if (!isAuthenticated || isLoading || !userData || userData.isOnboarded) return null;
  if (place.pathname === ONBOARDING_PATH || place.pathname.startsWith(`${ONBOARDING_PATH}/`)) return null;
  // The sign-in screens finish their own work first (the callback then lands on a page and we redirect).
  if (place.pathname.startsWith("/auth/")) return null;
  if (isEmailVerificationDenial(place.search)) return null;
  return `${ONBOARDING_PATH}?returnTo=${encodeURIComponent(pathWithQuery(place))}`;
}
