import type { RouteObject } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module per test: whether the page is a visitor's is decided once per page. */
async function loadModule() {
  vi.resetModules();
  return import("./skip-for-visitors");
}

const Page = () => null;

function routeTable(load: () => Promise<{ Component: () => null }>): RouteObject[] {
  return [
    { path: "card", children: [{ path: ":id", lazy: load }] },
    { path: "admin", Component: Page, children: [{ index: true, lazy: load }] },
  ];
}

/** Runs the lazy function of the route at `indexes` (children by position). */
function lazyAt(routes: RouteObject[], ...indexes: number[]) {
  let route = routes[indexes[0] ?? 0];
  for (const index of indexes.slice(1)) route = route?.children?.[index];
  const lazy = route?.lazy;
  if (typeof lazy !== "function") throw new Error("no lazy function there");
  return (lazy as () => Promise<RouteObject>)();
}

describe("guarded route modules on a visitor's page", () => {
  let load: ReturnType<typeof vi.fn<() => Promise<{ Component: () => null }>>>;
  beforeEach(() => {
    load = vi.fn(async () => ({ Component: Page }));
  });

  it("loads the page modules as before when the page started with a session", async () => {
    const { skipForVisitors } = await loadModule();
    const routes = skipForVisitors(routeTable(load));
    expect((await lazyAt(routes, 0, 0)).Component).toBe(Page);
    expect((await lazyAt(routes, 1, 0)).Component).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("downloads nothing for a visitor, at any depth, and keeps the guards", async () => {
    const { markVisitorPage, skipForVisitors } = await loadModule();
    const routes = skipForVisitors(routeTable(load));
    markVisitorPage();
    const card = await lazyAt(routes, 0, 0);
    const admin = await lazyAt(routes, 1, 0);
    expect(load).not.toHaveBeenCalled();
    expect(card.Component).not.toBe(Page);
    expect(admin.Component).toBe(card.Component);
    expect(routes[1]?.Component).toBe(Page);
    expect(routes[0]?.children?.[0]?.path).toBe(":id");
  });

  it("loads the modules of routes open to visitors (the public library), and skips them once closed", async () => {
    const { markVisitorPage, skipForVisitors } = await loadModule();
    let isOpen = true;
    const routes = skipForVisitors(routeTable(load), () => isOpen);
    markVisitorPage();
    expect((await lazyAt(routes, 0, 0)).Component).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
    isOpen = false;
    expect((await lazyAt(routes, 0, 0)).Component).not.toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
