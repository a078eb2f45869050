import type { RouteObject } from "react-router";

let isVisitorPage = false;

/**
 * Tells the routes under the sign-in guard that this page started without a session. The app's
 * router calls it at start-up (tests build their own routers and load every module as before).
 * A visitor's page stays signed out until sign-in leaves it, so the guard only ever shows them the
 * redirect to the identity provider.
 */
export function markVisitorPage(): void {
  isVisitorPage = true;
}

/** Stands in for a page module the guard never shows (a visitor is sent to sign in instead). */
function NotShownToVisitors() {
  return null;
}

/**
 * Route modules under the sign-in guard, not downloaded on a visitor's page: a link to a members'
 * page opened by a visitor loads the app shell and the sign-in redirect, not the page's code
 * (issue 12, decision 0021). Signed-in pages load them as before, and so do visitors' pages when
 * `isOpenToVisitors()` says the guard lets them through (the public library, issue 25).
 */
export function skipForVisitors(
  routes: RouteObject[],
  isOpenToVisitors: () => boolean = () => false,
): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const isSkipped = () => isVisitorPage && !isOpenToVisitors();
    return {
      ...route,
      ...(typeof lazy === "function"
        ? { lazy: () => (isSkipped() ? Promise.resolve({ Component: NotShownToVisitors }) : lazy()) }
        : {}),
      ...(children ? { children: skipForVisitors(children, isOpenToVisitors) } : {}),
    } as RouteObject;
  });
}
