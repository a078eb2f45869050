/**
 * STUB (owned by the auth/client helper). `useRouteAnalytics()` is called once inside the root
 * layout: tracks a page-view 500 ms after each navigation (spec §2, §9).
 */
export function useRouteAnalytics(): void {}
