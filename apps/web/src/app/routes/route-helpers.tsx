import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { RouteErrorScreen } from "@/components/errors/route-error-screen";
import type { ExternalLinkKey } from "@/config/external-links";

type LazyFunction = Extract<NonNullable<RouteObject["lazy"]>, (...args: never[]) => unknown>;

/**
 * Turns a failed lazy import into a component that throws the error when rendered, so the route's
 * error screen shows it. (React Router keeps a route whose `lazy` rejected marked as still loading and
 * renders an empty outlet instead of its error boundary.)
 */
export function renderLazyFailures(lazy: LazyFunction): LazyFunction {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      return { element: <ThrowError error={error} /> };
    }
  };
}

/** Rethrows `error` during render, handing it to the nearest route error boundary. */
function ThrowError({ error }: { error: unknown }): never {
  throw error;
}

/**
 * Prepares the route table: every route without its own error element gets the route error screen
 * (spec §2: every route has one), and every lazy route reports load failures through it (spec §8).
 */
export function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorBoundaries(route.children) : undefined;
    const hasBoundary = Boolean(route.errorElement || route.ErrorBoundary);
    return {
      ...route,
      ...(hasBoundary ? {} : { ErrorBoundary: RouteErrorScreen }),
      ...(typeof route.lazy === "function" ? { lazy: renderLazyFailures(route.lazy) } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

/**
 * A loader that redirects to `pathname` with `params` set, keeping the request's other query
 * parameters (so `/members/search?query=ada` becomes `/search?query=ada&types=user`).
 */
export function redirectWithQuery(pathname: string, params: Record<string, string>) {
  return ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    for (const [name, value] of Object.entries(params)) search.set(name, value);
    const query = search.toString();
    return redirect(query ? `${pathname}?${query}` : pathname);
  };
}

/** A route that only forwards to another path (it renders nothing itself). */
export function redirectRoute(
  path: string | undefined,
  to: string,
  params: Record<string, string> = {},
): RouteObject {
  const loader = redirectWithQuery(to, params);
  return path === undefined ? { index: true, loader, element: null } : { path, loader, element: null };
}

const loadContentPage = () => import("@/features/content/routes/content-page");
const loadExternalRedirect = () => import("@/features/content/routes/external-redirect");

/** A content page route: the active CMS page whose slug is the path's last segment. */
export function contentRoute(path: string): RouteObject {
  return { path, lazy: loadContentPage };
}

/** The CMS page at any other single-segment path (`/{slug}`), or the not-found page. */
export function cmsSlugRoute(): RouteObject {
  return { path: ":slug", lazy: loadContentPage };
}

/** The partners page (its introduction and partner grid come from `GET /Partners`). */
export function partnersRoute(path: string): RouteObject {
  return { path, lazy: () => import("@/features/content/routes/keen-partners") };
}

/** What an external route carries in its `handle`: which configured link it forwards to. */
export type ExternalRouteHandle = { externalLink: ExternalLinkKey };

/** An external route: forwards to the configured URL of `key` (at its own path, or `path` when nested). */
export function externalRoute(key: ExternalLinkKey, path: string = key): RouteObject {
  const handle: ExternalRouteHandle = { externalLink: key };
  return { path, handle, lazy: loadExternalRedirect };
}
