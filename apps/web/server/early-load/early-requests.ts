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
  const [pathname = "", query = ""] = url.split("?");
  const card = cardPagePath.exec(pathname);
  const asksVersion = new URLSearchParams(query).has("version");
  return card?.[1] && !asksVersion ? ["/User/me", `/Card/${card[1]}`] : ["/User/me"];
}

/**
 * An inline script that starts `paths` with the stored access token and keeps each answer's promise
 * in `window.__KEEN_EARLY__` (`startEarlyRequests`). Nothing without a session or an API address;
 * a failure is null, and the app then asks as usual.
 */
export function earlyRequestScript(paths: string[]): string {
  if (paths.length === 0) return "";
  return scriptTag(startEarlyRequests, paths);
}
