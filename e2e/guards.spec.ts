import { expect } from "@playwright/test";
import { signedInContext, submitLogin } from "./support/identity";
import { test } from "./support/test";

test("a visitor opening /card is sent to log in and comes back to it", async ({ page }) => {
  await page.goto("/card?sort=recent");
  // The guard opens the identity provider with the sign-up hint; members switch to log in.
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await submitLogin(page, "member@example.com", "keen-demo-password");
  await page.waitForURL((url) => url.pathname === "/card" && url.searchParams.get("sort") === "recent");
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
