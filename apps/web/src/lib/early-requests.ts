import type { PathnameSource } from "./early-page";

/**
 * An API answer the page asked for before the app's code arrived (apps/web/server/early-load/,
 * whose README says which page asks what, and in what order the browser sees it); `token` is
 * null for a visitor's answer, asked without one.
 */
export type EarlyResponse = { token: string | null; status: number; data: unknown };

declare global {
  interface Window {
    __KEEN_EARLY__?: Record<string, Promise<EarlyResponse | null> | undefined>;
  }
}

/**
 * The early answer for `path`, once: the first request for it takes it, later ones ask the API.
 * Undefined when the page did not ask for it.
 */
export function takeEarlyResponse(path: string): Promise<EarlyResponse | null> | undefined {
  const early = typeof window === "undefined" ? undefined : window.__KEEN_EARLY__;
  const answer = early?.[path];
  if (early && answer) delete early[path];
  return answer;
}

/**
 * Early answers are for the address the page was loaded at: once the app goes to another one, the
 * answers not taken yet are dropped. Otherwise a later visit to the page (after onboarding, say)
 * would be answered with the card as it was when the page loaded, instead of asking the API.
 */
export function forgetEarlyResponsesOnLeaving(router: PathnameSource): void {
  if (!window.__KEEN_EARLY__) return;
  const { pathname } = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    stop();
    delete window.__KEEN_EARLY__;
  });
}
