import { expect } from "@playwright/test";
import { signedInContext, submitSignup, uniqueEmail, verifyEmailInNewTab } from "./support/identity";
import { test } from "./support/test";

const password = "Lathe-and-Chisel-42";

test("a new member onboards with an unlisted institution; an admin approves it and it shows on their profile", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("unlisted");
  const institution = `Olin Satellite Campus ${Date.now().toString(36)}`;

  await page.goto("/auth/signup");
  await submitSignup(page, { first: "Katherine", last: "Johnson", email, password });
  await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
  await verifyEmailInNewTab(page, email);
  await page.getByRole("button", { name: "Try Again" }).click();

  await page.waitForURL(/\/onboarding/);
  await page.getByLabel("Title").fill("Professor of Aerospace Engineering");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "My institution isn't listed" }).click();
  await page.getByLabel("Institution name").fill(institution);
  await page.getByLabel("City").fill("Needham");
  await page.getByLabel("Country").fill("United States");
  await page.getByLabel("Website").fill("https://www.olin.edu");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: "Aerospace Engineering" }).click();
  await page.getByRole("button", { name: "Finish" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/onboarding"));

  // Until an admin decides, the member's own profile shows it as pending.
  await page.goto("/members/me");
  const pending = page.getByTestId("pending-institution");
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

  await page.reload();
  const link = page.getByRole("link", { name: institution });
  await expect(link).toBeVisible();
  await expect(page.getByTestId("pending-institution")).toHaveCount(0);

  // The member is told, with a link to the institution's page (notifications go out through the
  // job queue, so the page is reloaded until it arrives).
  const notice = page.getByRole("main").getByRole("link", { name: `${institution} is now listed` });
  await expect(async () => {
    await page.goto("/notifications");
    await expect(notice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
  await notice.click();
  await expect(page.getByRole("heading", { level: 1, name: institution })).toBeVisible();
});
