import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { externalLinkKeys } from "@/config/external-links";
import { AdminRoute, LibraryRoute, ProtectedRoute } from "@/features/auth";
import { routes } from "./index";

const id = "3f1c2a9e-7b4d-4e8a-9c21-5d6e7f8a9b0c";

/** Every path of spec §2 (public table, protected list, admin list), with sample ids. */
const specPublic = [
  "/",
  "/auth/login",
  "/auth/signup",
  "/auth/forgot-password",
  "/auth/verify-email",
  "/auth/callback",
  "/onboarding",
  "/not-found",
  "/about",
  `/institution/${id}`,
  "/keen-partners",
  "/mindset",
  "/framework",
  "/scholarship",
  "/intro-to-em",
  "/national-conference",
  "/rising-stars",
  "/keen-leadership-council",
  "/keenzine",
  "/faculty-development",
  "/fellows",
  "/crescendo",
  "/get-involved",
  "/emify",
  "/assessment",
  "/undergraduate-research",
  "/ambassadors",
  "/emerge",
  "/community-hub",
  "/members",
  "/distinguished-speakers",
  "/comcats",
  "/contact-us",
  "/events",
  "/faq",
  "/emee",
  "/feedback-rating",
  // Decision 0003: legal pages are public.
  "/privacy",
  "/site-terms",
  "/platform-terms",
  // Issue 8: the link in notification e-mails works without signing in.
  "/unsubscribe",
];

/**
 * The library (issue 25 §2: "view card and search as public"): open to visitors behind
 * `LibraryRoute`, which is the sign-in guard only when the deployment keeps the library members-only.
 */
const specLibrary = [
  "/card",
  `/card/${id}`,
  `/card/${id}/details`,
  `/card/${id}/educational-outcomes`,
  `/card/${id}/resources`,
  `/card/${id}/attributes`,
  `/card/${id}/authors`,
  `/card/${id}/recommended-content`,
  "/card/search",
  "/members/search",
  `/members/${id}`,
  "/explore",
  "/explore/mindset",
  "/explore/keen-partners",
  "/explore/faculty-development",
  "/explore/get-involved",
  "/explore/entrepreneurial-mindset",
  "/explore/resources",
  "/explore/keen",
  "/search",
];

const specProtected = [
  "/card/create",
  `/card/edit/${id}`,
  "/card/my-cards",
  "/members/me",
  "/community",
  "/materials-license-agreement",
  "/settings/personal-information",
  "/settings/login-and-security",
  "/settings/notifications",
  "/contact",
  "/feedback",
  "/report-problem",
  "/faculty-workshops",
  // Issue 8: notifications and messages.
  "/notifications",
  "/messages",
  `/messages/${id}`,
  // Issue 10: peer review.
  "/reviews",
  `/reviews/${id}/${id}`,
];

const specAdmin = [
  "/admin",
  "/admin/cms",
  "/admin/institutions",
  "/admin/institutions/create",
  `/admin/institutions/${id}/edit`,
  "/admin/keen-partners-editor",
  "/admin/rubric",
];

function leafOf(path: string) {
  const matches = matchRoutes(routes, path);
  expect(matches, `no route matches ${path}`).not.toBeNull();
  return { matches: matches ?? [], leaf: matches?.at(-1)?.route };
}

function isGuardedBy(path: string, guard: unknown) {
  return leafOf(path).matches.some((match) => match.route.Component === guard);
}

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe("route table", () => {
  it.each([...specPublic, ...specLibrary, ...specProtected, ...specAdmin])(
    "declares %s (not via a catch-all)",
    (path) => {
      const { leaf } = leafOf(path);
      expect(leaf?.path).not.toBe("*");
      expect(leaf?.path).not.toBe(":slug");
    },
  );

  // /onboarding is in the spec's public table, but the onboarding feature guards its own route (only a
  // signed-in member can be onboarded), so it is not asserted here.
  it.each(specPublic.filter((path) => path !== "/onboarding"))("keeps %s public", (path) => {
    expect(isGuardedBy(path, ProtectedRoute)).toBe(false);
    expect(isGuardedBy(path, LibraryRoute)).toBe(false);
  });

  it.each(specLibrary)("puts %s in the library, not behind the sign-in guard", (path) => {
    expect(isGuardedBy(path, LibraryRoute)).toBe(true);
    expect(isGuardedBy(path, ProtectedRoute)).toBe(false);
  });

  it.each(specProtected)("puts %s behind the sign-in guard", (path) => {
    expect(isGuardedBy(path, ProtectedRoute)).toBe(true);
    expect(isGuardedBy(path, LibraryRoute)).toBe(false);
    expect(isGuardedBy(path, AdminRoute)).toBe(false);
  });

  it.each(specAdmin)("puts %s behind the sign-in guard and the admin guard", (path) => {
    expect(isGuardedBy(path, ProtectedRoute)).toBe(true);
    expect(isGuardedBy(path, AdminRoute)).toBe(true);
  });

  it("sends unknown single-segment paths to the CMS slug route and deeper ones to the catch-all", () => {
    expect(leafOf("/some-page").leaf?.path).toBe(":slug");
    expect(leafOf("/no/such/page").leaf?.path).toBe("*");
  });

  it("forwards every external path of the spec through the external-link route", () => {
    for (const key of externalLinkKeys) {
      const { leaf } = leafOf(`/${key}`);
      expect(leaf?.handle, key).toEqual({ externalLink: key });
    }
  });

  it("gives every route an error screen and loads every page lazily", () => {
    for (const route of allRoutes(routes)) {
      expect(Boolean(route.ErrorBoundary || route.errorElement), route.path ?? "(layout)").toBe(true);
      const rendersPage = !route.children && !route.loader;
      if (rendersPage) expect(typeof route.lazy, route.path ?? "(index)").toBe("function");
    }
  });
});

describe("redirect routes", () => {
  async function redirectOf(path: string) {
    const { leaf } = leafOf(path.split("?")[0] ?? path);
    const loader = leaf?.loader;
    if (typeof loader !== "function") throw new Error(`${path} has no redirect loader`);
    const request = new Request(`http://localhost${path}`);
    const response = (await loader({ request, params: {}, context: undefined } as never)) as Response;
    return response.headers.get("Location");
  }

  it("sends card and member search to the search page with the right type", async () => {
    expect(await redirectOf("/card/search")).toBe("/search?types=card");
    expect(await redirectOf("/members/search")).toBe("/search?types=user");
    expect(await redirectOf("/members")).toBe("/search?types=user");
  });

  it("keeps the query the visitor typed", async () => {
    expect(await redirectOf("/members/search?query=ada")).toBe("/search?query=ada&types=user");
  });
});
