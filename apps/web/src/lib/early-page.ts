/**
 * The top of a card's page the server may have drawn for a member's browser before the app's code
 * arrived (server/early-load/early-card-page.ts, decision 0026): it covers the app's root until the app draws
 * its own page. Removing it shows the root, in the same frame when called from a layout effect.
 */
const EARLY_PAGE_ID = "keen-early-page";

/** Removes the server's early page, if there is one; safe to call any number of times. */
export function dismissEarlyPage(): void {
  document.getElementById(EARLY_PAGE_ID)?.remove();
}

/** The router's part the early page and the early answers watch (React Router's data router). */
export type PathnameSource = {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
};

/**
 * The early page's safety nets, installed once at start-up when there is one: the card page removes
 * it when it draws itself, and a screen that replaces the card page at the same address (sign-in,
 * an error) removes it when it draws; this removes it at once when the app goes to another address
 * first (onboarding, a click on the header), and never later than 15 s.
 */
export function dismissEarlyPageOnLeaving(router: PathnameSource): void {
  if (document.getElementById(EARLY_PAGE_ID) === null) return;
  const { pathname } = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    stop();
    dismissEarlyPage();
  });
  window.setTimeout(dismissEarlyPage, 15_000);
}
