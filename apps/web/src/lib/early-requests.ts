/** An API answer the page asked for before the app's code arrived (apps/web/server/early-requests.ts). */
export type EarlyResponse = { token: string; status: number; data: unknown };

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
