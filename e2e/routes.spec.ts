import { type BrowserContext, expect, type Page } from "@playwright/test";
import { signedInContext } from "./support/identity";
import { takeCspViolations, test } from "./support/test";

const errorScreen = /Sorry, something went wrong|Oops! Something went wrong/;
const unknownId = "7d1f7c4e-0000-4000-8000-000000000000";

/** Spec §2 public routes (external ones are checked separately). */
const publicRoutes = [
  "/",
  "/not-found",
  "/about",
  `/institution/${unknownId}`,
  "/keen-partners",
  "/some-unknown-page",
  "/mindset",
  "/framework",
  "/scholarship",
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
  "/distinguished-speakers",
  "/comcats",
  "/events",
  "/faq",
  "/emee",
  "/privacy",
  "/site-terms",
  "/platform-terms",
  "/auth/verify-email",
];

/** The library (issue 25 §2): open to visitors unless the deployment keeps it members-only. */
const libraryRoutes = [
  "/card",
  `/card/${unknownId}`,
  `/card/${unknownId}/details`,
  `/card/${unknownId}/educational-outcomes`,
  `/card/${unknownId}/resources`,
  `/card/${unknownId}/attributes`,
  `/card/${unknownId}/authors`,
  `/card/${unknownId}/recommended-content`,
  "/card/search",
  "/members/search",
  `/members/${unknownId}`,
  "/explore",
  "/explore/mindset",
  "/explore/keen-partners",
  "/explore/get-involved",
  "/search?query=design&types=card",
];

/** Spec §2 protected routes (sign-in required). */
const protectedRoutes = [
  "/card/create",
  `/card/edit/${unknownId}`,
  "/card/my-cards",
  "/members/me",
  "/settings/personal-information",
  "/settings/login-and-security",
  "/settings/notifications",
  "/feedback",
  "/report-problem",
  "/onboarding",
];

const adminRoutes = [
  "/admin",
  "/admin/cms",
  "/admin/institutions",
  "/admin/institutions/create",
  `/admin/institutions/${unknownId}/edit`,
  "/admin/keen-partners-editor",
];

/** Spec §2 routes that leave the app for a configured external address. */
const externalRoutes = [
  "/intro-to-em",
  "/community-hub",
  "/contact-us",
  "/feedback-rating",
  "/community",
  "/materials-license-agreement",
  "/contact",
  "/faculty-workshops",
  "/explore/entrepreneurial-mindset",
  "/explore/resources",
  "/explore/keen",
  "/explore/faculty-development",
];

async function expectRendered(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.getByRole("heading").first()).toBeVisible();
  await expect(page.getByText(errorScreen), `${path} shows the error screen`).toHaveCount(0);
}

test("every public route and the library render for a visitor", async ({ page }) => {
  test.slow(); // visits every route in turn
  for (const path of [...publicRoutes, ...libraryRoutes]) await expectRendered(page, path);
});

test("a page runs no script injected into it, and the journeys' CSP check sees the attempt", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading").first()).toBeVisible();
  // Playwright rejects when the policy refuses the script; what counts is that it did not run.
  await page.addScriptTag({ content: "globalThis.__injected = true" }).catch(() => undefined);
  await expect.poll(() => takeCspViolations().map((v) => v.directive)).toContain("script-src-elem");
  expect(await page.evaluate(() => "__injected" in globalThis)).toBe(false);
});

test.describe("signed in", () => {
  let member: BrowserContext;
  let admin: BrowserContext;
  test.beforeAll(async ({ browser }) => {
    member = await signedInContext(browser, "member@example.com");
    admin = await signedInContext(browser, "admin@example.com");
  });
  test.afterAll(async () => {
    await member.close();
    await admin.close();
  });

  test("every protected route renders for a member", async () => {
    test.slow(); // visits every route in turn
    const page = await member.newPage();
    // Public pages with the member's header: a sample (the visitor test walks all of them).
    const publicSample = ["/", "/about", "/events", "/mindset", "/some-unknown-page"];
    for (const path of [...publicSample, ...libraryRoutes, ...protectedRoutes])
      await expectRendered(page, path);
  });

  test("every admin route renders for an admin", async () => {
    const page = await admin.newPage();
    for (const path of adminRoutes) {
      await expectRendered(page, path);
      await expect(page.getByText(/don.t have access/i)).toHaveCount(0);
    }
  });

  test("external routes go to their configured addresses", async () => {
    const page = await member.newPage();
    const visited: string[] = [];
    await page.route(/^https?:\/\/(?!localhost)/, (route) => {
      visited.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<h1>External</h1>" });
    });
    for (const path of externalRoutes) {
      const before = visited.length;
      await page.goto(path);
      await expect.poll(() => visited.length, { message: `${path} leaves the app` }).toBeGreaterThan(before);
      await page.waitForURL((url) => url.hostname !== "localhost");
    }
  });
});
