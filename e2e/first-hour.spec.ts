import { expect } from "@playwright/test";
import { accessTokenOf, fixtures } from "./support/card-api";
import { signedInContext, submitSignup, uniqueEmail } from "./support/identity";
import { attachWorksheet, closeCast, createCard, signInCast } from "./support/journeys";
import { linkTo, waitForMail } from "./support/outbox";
import { test } from "./support/test";

// A sign-up, a mailed link, onboarding and an admin's approval: more than the default minute.
test.describe.configure({ timeout: 180_000 });

/**
 * Issue 25, a newcomer's first hour in one journey: a teacher follows a search engine's link to a
 * card, reads it and downloads its worksheet without an account, wants to bookmark it, signs up,
 * verifies from the mail in a new tab, names an institution that is not listed, and lands back on
 * the card able to bookmark it; an admin approves the institution and it shows on their profile.
 */
test("a visitor from a search engine reads a card, signs up to bookmark it, and lands back on it as a member", async ({
  page,
  browser,
}) => {
  const title = `Truss deflection by hand and by app ${Date.now().toString(36)}`;
  const description = "Predict the deflection of a balsa truss, then measure it with a dial gauge.";
  const cast = await signInCast(browser, { author: "member@example.com" });
  const cardId = await createCard(cast.api, { title, summary: "Predict, then measure, a balsa truss." });
  await attachWorksheet(cast.api, await accessTokenOf(cast.contexts.author), cardId, description);
  await cast.api.post(`/Card/${cardId}/Publish`);
  await closeCast(cast);

  // No session, arriving from a search engine: the card itself, not a sign-up wall.
  await page.goto(`/card/${cardId}`, { referer: "https://www.google.com/" });
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Card sections" })
    .getByRole("link", { name: "Resources" })
    .click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download ${fixtures.pdf.name}` }).click();
  expect((await downloading).suggestedFilename()).toBe(fixtures.pdf.name);

  // Bookmarking asks them to sign in, in place; they have no account yet.
  await page.getByRole("button", { name: /^Bookmark/ }).click();
  await page
    .getByRole("dialog", { name: "Sign in to bookmark this card" })
    .getByRole("button", { name: "Create account" })
    .click();
  const email = uniqueEmail("firsthour");
  await submitSignup(page, { first: "Mary", last: "Jackson", email, password: "Lathe-and-Chisel-42" });
  await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();

  // The mail's link opened in a new tab, and the newcomer carries on from there.
  const tab = await page.context().newPage();
  await tab.goto(linkTo(await waitForMail(email, /verify/i), "/email/verify"));
  await expect(tab.getByRole("heading", { name: /verified/i })).toBeVisible();
  await tab.getByRole("link", { name: "Continue to KEEN Cards" }).click();

  // Onboarding, with an institution that is not listed yet.
  const institution = `Olin Satellite Campus ${Date.now().toString(36)}`;
  await tab.waitForURL(/\/onboarding\?returnTo=/);
  await tab.getByLabel("Title").fill("Professor of Civil Engineering");
  await tab.getByRole("button", { name: "Next" }).click();
  await tab.getByRole("button", { name: "My institution isn't listed" }).click();
  await tab.getByLabel("Institution name").fill(institution);
  await tab.getByLabel("City").fill("Needham");
  await tab.getByLabel("Country").fill("United States");
  await tab.getByLabel("Website").fill("https://www.olin.edu");
  await tab.getByRole("button", { name: "Next" }).click();
  await tab.getByRole("checkbox", { name: "Civil Engineering" }).click();
  await tab.getByRole("button", { name: "Finish" }).click();

  // Back on the card, and the bookmark is theirs to make now.
  await tab.waitForURL((url) => url.pathname.startsWith(`/card/${cardId}`));
  await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await tab.getByRole("button", { name: /^Bookmark/, pressed: false }).click();
  await expect(tab.getByRole("button", { name: /^Bookmarked/, pressed: true })).toBeVisible();

  // Until an admin decides, their profile shows the institution as pending.
  await tab.goto("/members/me");
  const pending = tab.getByTestId("pending-institution");
  await expect(pending).toContainText(institution);
  await expect(pending.getByText("Pending review")).toBeVisible();

  const admin = await signedInContext(browser, "admin@example.com");
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/institutions");
  const row = adminPage.getByRole("list", { name: "Pending institutions" }).getByRole("listitem").filter({
    hasText: institution,
  });
  await expect(row).toContainText(email);
  await row.getByRole("button", { name: `Approve ${institution}` }).click();
  await expect(adminPage.getByText(`${institution} is listed now`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.close();

  await tab.reload();
  await expect(tab.getByRole("link", { name: institution })).toBeVisible();
  await expect(tab.getByTestId("pending-institution")).toHaveCount(0);

  // They are told, with a link to the institution's page (notifications go through the job queue).
  const notice = tab.getByRole("main").getByRole("link", { name: `${institution} is now listed` });
  await expect(async () => {
    await tab.goto("/notifications");
    await expect(notice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
  await notice.click();
  await expect(tab.getByRole("heading", { level: 1, name: institution })).toBeVisible();
});
