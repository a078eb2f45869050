import type { CmsActivePage } from "@keen/contracts";
import { CONTENT_PAGE_SLUGS } from "@keen/contracts";
import { type BrowserContext, expect, test } from "@playwright/test";
import { apiUrl } from "./support/card-api";
import { signedInContext } from "./support/identity";

const errorScreen = /Sorry, something went wrong|Oops! Something went wrong/;
const notFound = "We couldn’t find that page";

test.describe.configure({ mode: "serial" });

let admin: BrowserContext;

test.beforeAll(async ({ browser }) => {
  admin = await signedInContext(browser, "admin@example.com");
});

test.afterAll(async () => {
  await admin?.close();
});

test("an admin publishes /teaching-tips, a visitor reads it, and it is gone once deactivated", async ({
  browser,
}) => {
  const page = await admin.newPage();
  await page.goto("/admin/cms");
  await page.getByRole("link", { name: "New page" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill("Teaching tips");
  await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue("teaching-tips");
  await page.getByRole("textbox", { name: "Summary" }).fill("Small changes that wake a lecture hall up.");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Start every class with a question nobody can answer yet.");
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(
    "Start every class with a question",
  );
  await page.getByRole("checkbox", { name: /Active/ }).check();
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText("Page created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cms\?page=[0-9a-f-]{36}$/);

  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  await view.goto("/teaching-tips");
  await expect(view.getByRole("heading", { level: 1, name: "Teaching tips" })).toBeVisible();
  await expect(view.getByText("Start every class with a question nobody can answer yet.")).toBeVisible();

  await page.goto("/admin/cms");
  const toggle = page.getByRole("switch", { name: "Teaching tips is active" });
  await toggle.click();
  await expect(page.getByText("Page deactivated")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  await view.reload();
  await expect(view.getByRole("heading", { name: notFound })).toBeVisible();
  await visitor.close();
});

test("a taken address is refused by the server and shown on the address field", async () => {
  const page = await admin.newPage();
  await page.goto("/admin/cms?page=new");
  await page.getByRole("textbox", { name: "Title" }).fill("More teaching tips");
  const slug = page.getByRole("textbox", { name: "Address" });
  await slug.fill("teaching-tips");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#cms-slug-error")).toContainText(/^Address /);
});

test("every seeded content route shows its page", async ({ page }) => {
  const response = await fetch(`${apiUrl}/CmsPage/active`);
  const active = (await response.json()) as CmsActivePage[];
  for (const slug of CONTENT_PAGE_SLUGS) {
    const title = active.find((p) => p.slug === slug)?.title;
    expect(title, `a seeded page at /${slug}`).toBeTruthy();
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1 }), `/${slug}`).toHaveText(title ?? "");
    await expect(page.getByText(errorScreen)).toHaveCount(0);
  }
});
