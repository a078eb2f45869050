import type { CmsActivePage } from "@keen/contracts";
import { CONTENT_PAGE_SLUGS } from "@keen/contracts";
import { type BrowserContext, expect, type Locator } from "@playwright/test";
import sharp from "sharp";
import { apiUrl } from "./support/card-api";
import { signedInContext } from "./support/identity";
import { test } from "./support/test";

const errorScreen = /Sorry, something went wrong|Oops! Something went wrong/;
const notFound = "We couldn’t find that page";

test.describe.configure({ mode: "serial" });

let admin: BrowserContext;

/** Width of an `<img>` once loaded (0 while loading or when the file did not load). */
const loadedWidth = (img: Locator) =>
  img.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth);

test.beforeAll(async ({ browser }) => {
  admin = await signedInContext(browser, "admin@example.com");
});

test.afterAll(async () => {
  await admin?.close();
});

test("an admin publishes /teaching-tips with an image, a visitor reads it, and it is gone once deactivated", async ({
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

  // Once created, the page takes images: uploaded, shown in the editor and preview, then saved.
  const content = page.getByRole("textbox", { name: "Content", exact: true });
  await content.click();
  await page.keyboard.press("Control+End");
  await page.getByRole("button", { name: "Insert image" }).click();
  const picture = await sharp({
    create: { width: 640, height: 320, channels: 3, background: "#2f6db5" },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "Lecture hall.png", mimeType: "image/png", buffer: picture });
  const edited = content.getByRole("img", { name: "Lecture hall" });
  await expect(edited).toBeVisible();
  await expect.poll(() => loadedWidth(edited)).toBeGreaterThan(0);
  const previewed = page.getByRole("region", { name: "Preview" }).getByRole("img", { name: "Lecture hall" });
  await expect.poll(() => loadedWidth(previewed)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("Page saved")).toBeVisible();

  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  await view.goto("/teaching-tips");
  await expect(view.getByRole("heading", { level: 1, name: "Teaching tips" })).toBeVisible();
  await expect(view.getByText("Start every class with a question nobody can answer yet.")).toBeVisible();
  const shown = view.getByRole("main").getByRole("img", { name: "Lecture hall" });
  await expect(shown).toBeVisible();
  await expect.poll(() => loadedWidth(shown)).toBe(640);
  const imageUrl = await shown.getAttribute("src");
  expect(imageUrl).toMatch(/\/File\/[0-9a-f-]{36}\/Content$/);

  await page.goto("/admin/cms");
  const toggle = page.getByRole("switch", { name: "Teaching tips is active" });
  await toggle.click();
  await expect(page.getByText("Page deactivated")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  await view.reload();
  await expect(view.getByRole("heading", { name: notFound })).toBeVisible();
  // The image of an inactive page is not public either.
  expect((await view.request.get(imageUrl!)).status()).toBe(404);
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
