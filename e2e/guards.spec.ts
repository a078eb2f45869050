import { expect } from "@playwright/test";
import { signedInContext, submitLogin } from "./support/identity";
import { test } from "./support/test";

test("a visitor opening My cards is sent to log in and comes back to it", async ({ page }) => {
  await page.goto("/card/my-cards?tab=drafts");
  // The guard opens the identity provider's log-in form (it links to sign-up for newcomers).
  await submitLogin(page, "member@example.com", "keen-demo-password");
  await page.waitForURL(
    (url) => url.pathname === "/card/my-cards" && url.searchParams.get("tab") === "drafts",
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Sorry, something went wrong/)).toHaveCount(0);
});

test("a member opening /admin is refused with a clear page", async ({ browser }) => {
  const context = await signedInContext(browser, "member@example.com");
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page.getByText(/don.t have access/i)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toHaveCount(0);
  await context.close();
});

test("an admin opens the Admin Portal", async ({ browser }) => {
  const context = await signedInContext(browser, "admin@example.com");
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  await context.close();
});
