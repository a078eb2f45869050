import { type BrowserContext, expect, type Page } from "@playwright/test";
import { accessTokenOf, apiUrl } from "./support/card-api";
import { demoPassword, signedInContext, submitLogin } from "./support/identity";
import { test } from "./support/test";

// The seeded Max Member is promoted, suspended and reactivated; afterAll puts him back as he was
// even when a step fails, so the journeys after this one find the demo member they expect.
const memberEmail = "member@example.com";
let adminContext: BrowserContext | undefined;

async function adminApi(path: string, method = "GET", body?: unknown) {
  if (!adminContext) throw new Error("no admin browser");
  const token = await accessTokenOf(adminContext);
  return fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

test.afterAll(async () => {
  if (!adminContext) return;
  const response = await adminApi(`/Admin/Members?q=${encodeURIComponent(memberEmail)}`);
  const found = (await response.json()) as { items?: { id: string }[] };
  const id = found.items?.[0]?.id;
  if (id) {
    await adminApi(`/Admin/Members/${id}/Reactivate`, "POST", {});
    await adminApi(`/Admin/Members/${id}/Role`, "PUT", { role: "member" });
  }
  await adminContext.close();
});

/** The members page filtered to Max Member, and his row. */
async function openMaxRow(page: Page) {
  await page.goto("/admin");
  await page
    .getByRole("link", { name: /Members/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await page.getByLabel("Search by name, email or institution").fill(memberEmail);
  await page.getByRole("button", { name: "Search" }).click();
  const list = page.getByRole("list", { name: "Members" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  return list.getByRole("listitem").first();
}

test("an admin appoints a reviewer, suspends and reactivates a member, and the audit log lists it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  adminContext = await signedInContext(browser, "admin@example.com");
  const admin = await adminContext.newPage();

  // Max Member becomes a reviewer, and then finds the review queue open to him.
  let row = await openMaxRow(admin);
  await row.getByLabel("Role of Max Member").selectOption("reviewer");
  await admin.getByRole("alertdialog").getByRole("button", { name: "Change role" }).click();
  await expect(admin.getByText("Max Member is now a reviewer.")).toBeVisible();
  await expect(row.getByLabel("Role of Max Member")).toHaveValue("reviewer");
  const max = await signedInContext(browser, memberEmail);
  const maxPage = await max.newPage();
  await maxPage.goto("/reviews");
  await expect(maxPage.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await max.close();

  // Suspended with a reason and no end: he cannot sign in, and the sign-in page says why.
  row = await openMaxRow(admin);
  await row.getByRole("button", { name: "Suspend Max Member" }).click();
  const dialog = admin.getByRole("dialog", { name: "Suspend Max Member?" });
  await dialog.getByLabel("Reason (shown to the member)").fill("Repeated spam in card comments");
  await dialog.getByRole("button", { name: "Suspend member" }).click();
  await expect(row.getByText("Suspended", { exact: true })).toBeVisible();

  const barred = await browser.newContext();
  const barredPage = await barred.newPage();
  await barredPage.goto("/auth/login");
  await submitLogin(barredPage, memberEmail, demoPassword);
  await expect(barredPage.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
  await expect(barredPage.getByText("Repeated spam in card comments")).toBeVisible();
  await expect(barredPage.getByText("until an administrator lifts it")).toBeVisible();
  for (const width of [1280, 390]) {
    await barredPage.setViewportSize({ width, height: 800 });
    await barredPage.screenshot({ path: test.info().outputPath(`suspended-${width}.png`), fullPage: true });
  }
  await barred.close();

  // Reactivated: the row is active again.
  await row.getByRole("button", { name: "Reactivate Max Member" }).click();
  await expect(row.getByText("Suspended", { exact: true })).toHaveCount(0);

  // The audit log lists the role change, the suspension (with its reason) and the reactivation.
  await admin.goto("/admin");
  await admin
    .getByRole("link", { name: /Audit log/ })
    .first()
    .click();
  const entries = admin.getByRole("list", { name: "Audit entries" });
  await expect(entries.getByRole("listitem").filter({ hasText: "Changed role" }).first()).toContainText(
    "Max Member",
  );
  await expect(entries.getByRole("listitem").filter({ hasText: "Suspended member" }).first()).toContainText(
    "Reason: Repeated spam in card comments",
  );
  await expect(entries.getByRole("listitem").filter({ hasText: "Reactivated member" }).first()).toContainText(
    "Max Member",
  );
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: test.info().outputPath(`audit-log-${width}.png`), fullPage: true });
  }
  await admin.goto(`/admin/users?q=${encodeURIComponent("Max")}`);
  await expect(admin.getByRole("list", { name: "Members" })).toBeVisible();
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: test.info().outputPath(`members-${width}.png`), fullPage: true });
  }
});
