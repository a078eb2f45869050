/**
 * The app page a member should come back to, from an untrusted value (the authorization request's
 * `return_to`): only a same-app relative path ("/card/1?x=y"); absolute URLs, "//host", "/\host",
 * over-long or malformed values give undefined. The same rule as the web app's `safeReturnPath`.
 */
export function appReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > maxLength) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  const base = "http://app.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

const maxLength = 2000;

/**
 * Where "Continue" goes once the member may sign in: the app's login route returning to `path`
 * (it reuses the IdP session, then onboarding takes new members on to `path`), or the app's home.
 */
export function continueToAppUrl(appUrl: string, path: string | null | undefined): string {
  const safe = appReturnPath(path);
  return safe && safe !== "/" ? `${appUrl}/auth/login?redirectTo=${encodeURIComponent(safe)}` : appUrl;
}
