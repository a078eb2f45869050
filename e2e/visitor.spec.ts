import { expect } from "@playwright/test";
import { accessTokenOf, fixtures } from "./support/card-api";
import { submitLogin } from "./support/identity";
import { attachWorksheet, type Cast, closeCast, createCard, signInCast } from "./support/journeys";
import { test } from "./support/test";

/**
 * Issue 25 §2: the library is open to visitors. A colleague's link to a published card opens for
 * someone without a session; member-only actions explain themselves in place and bring the member
 * back to the card once signed in.
 */

const title = "Paper bridge load test";
const description = "Teams build paper bridges and load them with coins until they fail.";
let cast: Cast<"author"> | undefined;
let cardId = "";

test.beforeAll(async ({ browser }) => {
  cast = await signInCast(browser, { author: "member@example.com" });
  cardId = await createCard(cast.api, {
    title,
    summary: "How much load can a sheet of paper carry when it is folded well?",
  });
  await attachWorksheet(cast.api, await accessTokenOf(cast.contexts.author), cardId, description);
  await cast.api.post(`/Card/${cardId}/Publish`);
});

test.afterAll(async () => {
  await closeCast(cast);
});

test("a visitor reads a published card from its link, and Bookmark brings them back to it signed in", async ({
  page,
}) => {
  // No session: the link opens the card, not the sign-up page.
  await page.goto(`/card/${cardId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();

  await page
    .getByRole("navigation", { name: "Card sections" })
    .getByRole("link", { name: "Resources" })
    .click();
  await page.waitForURL(`**/card/${cardId}/resources`);
  await expect(page.getByText(fixtures.pdf.name)).toBeVisible();
  await expect(page.getByRole("button", { name: /Download/ }).first()).toBeVisible();
  // The discussion is read-only: a sign-in prompt in place of the composer.
  await expect(page.getByText("Sign in to join the discussion")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Add a comment" })).toHaveCount(0);

  await page.getByRole("button", { name: /^Bookmark/ }).click();
  const prompt = page.getByRole("dialog", { name: "Sign in to bookmark this card" });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("button", { name: "Create account" })).toBeVisible();
  await prompt.getByRole("button", { name: "Log in" }).click();

  // The identity provider's log-in form, not sign-up; then back to the same card and section.
  await submitLogin(page, "member@example.com", "keen-demo-password");
  await page.waitForURL((url) => url.pathname === `/card/${cardId}/resources`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const bookmark = page.getByRole("button", { name: /^Bookmark/, pressed: false });
  await expect(bookmark).toBeVisible();
  await bookmark.click();
  await expect(page.getByRole("button", { name: /^Bookmarked/, pressed: true })).toBeVisible();
});
