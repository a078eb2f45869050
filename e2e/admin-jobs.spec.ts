import { expect } from "@playwright/test";
import pg from "pg";
import { signedInContext } from "./support/identity";
import { e2eEnv } from "./support/stack-env";
import { test } from "./support/test";

/** A notification e-mail job that failed for good, as pg-boss keeps one once its retries are spent. */
async function insertFailedJob(error: string): Promise<string> {
  const client = new pg.Client(`postgres://postgres:keen-local@127.0.0.1:${e2eEnv.PG_PORT}/keen`);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into pgboss.job (name, data, state, retry_limit, retry_count, started_on, completed_on, output)
       values ('notifications.email', '{"notificationId":"00000000-0000-4000-8000-000000000000"}', 'failed', 2, 2,
         now() - interval '5 minutes', now() - interval '4 minutes', $1) returning id`,
      [JSON.stringify({ message: error })],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

test("an admin sees the queues and schedules and retries a failed job", async ({ browser }) => {
  const id = await insertFailedJob("connect ECONNREFUSED 127.0.0.1:587 (SMTP server unreachable)");
  const admin = await signedInContext(browser, "admin@example.com");
  const page = await admin.newPage();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Background jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible();
  await expect(page.getByRole("row", { name: /notifications\.email/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Schedules" })).toContainText("reviews.release-stale-claims");
  const failed = page.getByRole("list", { name: "Failed jobs" });
  await expect(failed).toContainText("SMTP server unreachable");
  await expect(failed).toContainText("3 attempts");
  await page.getByRole("button", { name: `Retry notifications.email job ${id}` }).click();
  await expect(page.getByText("Job queued again")).toBeVisible();
  await expect(page.getByRole("button", { name: `Retry notifications.email job ${id}` })).toHaveCount(0);
  await admin.close();
});

test("a reviewer filters the queue by card type and discipline", async ({ browser }) => {
  const reviewer = await signedInContext(browser, "reviewer@example.com");
  const page = await reviewer.newPage();
  await page.goto("/reviews");
  const list = page.getByRole("list", { name: "Submitted for review" });
  const firstRow = list.getByRole("listitem").first();
  await expect(firstRow).toBeVisible();
  await expect(page.getByLabel("Card type").locator("option")).not.toHaveCount(1);
  // Filtering by the type shown on the seeded submission keeps it, and only rows of that type.
  const shown = await firstRow.innerText();
  const types = await page.getByLabel("Card type").locator("option").allTextContents();
  const chosen = types.find((name) => name !== "All types" && shown.includes(name));
  expect(chosen).toBeTruthy();
  await page.getByLabel("Card type").selectOption({ label: chosen! });
  await expect(page).toHaveURL(/type=/);
  await expect(firstRow).toContainText(chosen!);
  for (const row of await list.getByRole("listitem").all()) await expect(row).toContainText(chosen!);
  // Filtering by a discipline as well leaves only rows of that discipline too.
  const disciplines = await page.getByLabel("Discipline").locator("option").allTextContents();
  const absent = disciplines.find((name) => name !== "All disciplines" && !shown.includes(name));
  await page.getByLabel("Discipline").selectOption({ label: absent! });
  await expect(page).toHaveURL(/discipline=/);
  await expect(list.getByRole("listitem").filter({ hasNotText: absent! })).toHaveCount(0);
  await page.getByLabel("Order").selectOption({ label: "Newest first" });
  await expect(page).toHaveURL(/sort=newest/);
  await reviewer.close();
});
