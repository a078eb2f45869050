/**
 * The code the web server puts inline in its pages, to run before the app's JavaScript has arrived.
 * Each is a plain function that the server writes out as its source (`scriptTag`, script-tag.ts),
 * so each must stand alone: it may use its parameters and the browser's globals, nothing from this
 * module, and no named inner function or function-valued constant (tsx, which runs this file in
 * development, wraps those in a helper the page does not have). The tests run the written scripts.
 */

/** The session oidc-client-ts keeps in local storage, as far as these scripts read it. */
type StoredUser = { access_token?: string; expires_at?: number };

/**
 * True when the page starts with a session, as `pageStartsWithSession` (src/lib/oidc.ts) decides:
 * an `oidc.user:` entry in local storage, or the address of a sign-in callback.
 */
export function pageHasSession(): boolean {
  if (/[?&]code=/.test(location.search) && /[?&]state=/.test(location.search)) return true;
  for (let i = 0; i < localStorage.length; i++) {
    if ((localStorage.key(i) ?? "").startsWith("oidc.user:")) return true;
  }
  return false;
}

/** Marks the page `keen-session` when it starts with one, for the CSS that decides what shows. */
export function markSessionPage(hasSession: () => boolean): void {
  if (hasSession()) document.documentElement.classList.add("keen-session");
}

/** Adds a `modulepreload` of each of `hrefs` when the page starts with a session. */
export function addSessionPreloads(hrefs: string[], hasSession: () => boolean): void {
  if (!hasSession()) return;
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Starts a GET of each of `paths` on the API with the stored access token (when it has at least a
 * minute left) and keeps each answer's promise in `window.__KEEN_EARLY__`: `{ token, status, data }`
 * for a 2xx JSON answer, otherwise null. A page without any session (a visitor) starts
 * `visitorPaths` instead, without a token (`token: null`); a member whose token is about to expire
 * starts nothing (the app renews it first). Nothing without an API address.
 */
export function startEarlyRequests(paths: string[], visitorPaths: string[]): void {
  const api = window.__KEEN_CONFIG__?.VITE_API_URL;
  if (!api || !window.fetch) return;
  let stored: string | undefined;
  let hasSession = false;
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? "";
    if (!key.startsWith("oidc.user:")) continue;
    hasSession = true;
    const user = JSON.parse(localStorage.getItem(key) ?? "null") as StoredUser | null;
    if (user?.access_token && (user.expires_at ?? 0) * 1000 > Date.now() + 60_000) stored = user.access_token;
  }
  if (!stored && (hasSession || visitorPaths.length === 0)) return;
  const token = stored ?? null;
  const headers: Record<string, string> = token
    ? { Accept: "application/json", Authorization: `Bearer ${token}` }
    : { Accept: "application/json" };
  const early: NonNullable<Window["__KEEN_EARLY__"]> = {};
  window.__KEEN_EARLY__ = early;
  for (const path of token ? paths : visitorPaths) {
    early[path] = fetch(api.replace(/\/$/, "") + path, { headers })
      .then((res) => (res.ok ? res.json().then((data) => ({ token, status: res.status, data })) : null))
      .catch(() => null);
  }
}
