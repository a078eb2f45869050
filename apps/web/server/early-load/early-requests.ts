import { startEarlyRequests } from "./page-scripts";
import { cardPagePath } from "./route-preloads";
import { scriptTag } from "./script-tag";

/**
 * The API reads a page with a session starts with, asked by the page itself before its JavaScript
 * has arrived: the member (`GET /User/me`, every page) and, on a card's page, the card
 * (`GET /Card/{id}`, unless the address asks for a version). The app would ask them only after
 * its code, the OIDC client and the member had loaded, one after the other; src/lib/early-requests.ts
 * hands the answers to the first requests for the same paths made with the same token.
 */
export function earlyApiPaths(url: string): string[] {
  const card = earlyCardPath(url);
  return card ? ["/User/me", card] : ["/User/me"];
}

/**
 * What a visitor's page starts with where the library is open to visitors: the card on a card's
 * page (`GET /Card/{id}` without a token), nothing elsewhere.
 */
export function earlyVisitorApiPaths(url: string, isLibraryPublic: boolean): string[] {
  const card = isLibraryPublic ? earlyCardPath(url) : undefined;
  return card ? [card] : [];
}

/** `/Card/{id}` on a card's page whose address asks for no version. */
function earlyCardPath(url: string): string | undefined {
  const [pathname = "", query = ""] = url.split("?");
  const card = cardPagePath.exec(pathname);
  return card?.[1] && !new URLSearchParams(query).has("version") ? `/Card/${card[1]}` : undefined;
}

/**
 * An inline script that starts `paths` with the stored access token, or `visitorPaths` without one
 * on a page with no session, and keeps each answer's promise in `window.__KEEN_EARLY__`
 * (`startEarlyRequests`). A failure is null, and the app then asks as usual.
 */
export function earlyRequestScript(paths: string[], visitorPaths: string[] = []): string {
  if (paths.length === 0 && visitorPaths.length === 0) return "";
  return scriptTag(startEarlyRequests, paths, visitorPaths);
}
