/**
 * The top of a card's page the server may have drawn for a member's browser before the app's code
 * arrived (server/early-card-page.ts, decision 0026): it covers the app's root until the app draws
 * its own page. Removing it shows the root, in the same frame when called from a layout effect.
 */
const EARLY_PAGE_ID = "keen-early-page";

/** Removes the server's early page, if there is one; safe to call any number of times. */
export function dismissEarlyPage(): void {
  document.getElementById(EARLY_PAGE_ID)?.remove();
}

/** Whether the server's early page is still shown. */
export function hasEarlyPage(): boolean {
  return document.getElementById(EARLY_PAGE_ID) !== null;
}
