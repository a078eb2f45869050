import { useEffect } from "react";
import { useLocation } from "react-router";
import { type AnalyticsBackend, type AnalyticsIdentity, loadAnalyticsBackends } from "./analytics-backends";
import type { Env } from "./env";

export type { AnalyticsIdentity } from "./analytics-backends";
export type AnalyticsProps = Record<string, unknown>;

/** Spec §9: the page-view is sent this long after a route change. */
export const PAGE_VIEW_DELAY_MS = 500;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Analytics never runs on a developer's machine (spec §4). */
export function shouldSkipAnalytics(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

/** Names a page-view by the last path segment, or 'home' at the root (spec §2). */
export function pageNameFromPath(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  return segments.at(-1) ?? "home";
}

/** The page-view event for a location: its name plus `page_name` and `path` (path + query). */
export function buildPageView(location: { pathname: string; search: string }) {
  const name = pageNameFromPath(location.pathname);
  return { name, props: { page_name: name, path: `${location.pathname}${location.search}` } };
}

type Pending = (backends: AnalyticsBackend[]) => void;
let status: "idle" | "loading" | "ready" | "skipped" = "idle";
let backends: AnalyticsBackend[] = [];
let pending: Pending[] = [];
const isDev = import.meta.env.DEV;

function run(action: Pending, describe: () => unknown[]) {
  if (isDev) console.debug("[analytics]", ...describe());
  if (status === "ready") action(backends);
  else if (status !== "skipped") pending.push(action);
}

/**
 * Starts analytics once (call after auth loading finishes). Both SDKs are imported lazily, so they
 * cost nothing on the first paint and nothing at all where analytics is skipped.
 */
export async function initAnalytics(env: Env, hostname = window.location.hostname): Promise<void> {
  if (status !== "idle") return;
  if (shouldSkipAnalytics(hostname)) {
    status = "skipped";
    pending = [];
    return;
  }
  status = "loading";
  try {
    backends = await loadAnalyticsBackends(env);
    status = "ready";
    for (const action of pending) action(backends);
  } catch (error) {
    console.warn("[analytics] could not start", error);
    status = "skipped";
  } finally {
    pending = [];
  }
}

/** Records a product event (e.g. `card_published`) with its properties. */
export function track(name: string, props: AnalyticsProps = {}): void {
  run(
    (all) => {
      for (const b of all) b.track(name, props);
    },
    () => ["track", name, props],
  );
}

/** Records a page-view (spec §3: its name plus `page_name`, `path` and any extras). */
export function trackPageView(name: string, props: AnalyticsProps): void {
  run(
    (all) => {
      for (const b of all) b.pageView(name, props);
    },
    () => ["page-view", name, props],
  );
}

/** Ties later events to the signed-in member; the role goes along as a property (spec §6). */
export function identify(user: AnalyticsIdentity): void {
  run(
    (all) => {
      for (const b of all) b.identify(user);
    },
    () => ["identify", user.userId, user.role],
  );
}

/** Forgets the member on sign-out. */
export function resetAnalyticsUser(): void {
  run(
    (all) => {
      for (const b of all) b.reset();
    },
    () => ["reset"],
  );
}

/** Tracks a page-view 500 ms after each navigation (call once inside the root layout). */
export function useRouteAnalytics(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const view = buildPageView({ pathname, search });
      trackPageView(view.name, view.props);
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}

/** Test hook: back to the state before `initAnalytics`. */
export function resetAnalyticsForTests(): void {
  status = "idle";
  backends = [];
  pending = [];
}
