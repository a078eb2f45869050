import type { CardDetail } from "@keen/contracts";
import { expect, type Locator, type Page } from "@playwright/test";
import { accessTokenOf, cardApi } from "./support/card-api";
import { logInAs } from "./support/identity";
import { test } from "./support/test";

// Five drafts, each typed into twice with reloads between: more than the default minute.
test.describe.configure({ timeout: 240_000 });

/** Pauses before reaching for the field, as a person reading the page does. */
const delays = [0, 300, 800, 1500, 3000];

/** Scrolls the description into view with the mouse wheel, as a person does. */
async function scrollToDescription(page: Page): Promise<Locator> {
  const field = page.getByRole("textbox", { name: "Description" });
  await expect(field).toBeAttached();
  for (let i = 0; i < 10 && !(await field.isVisible().catch(() => false)); i += 1) {
    await page.mouse.wheel(0, 300);
  }
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** Clicks into the field as a person does (a press held ~90 ms), then types at a person's speed. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.click({ delay: 90 });
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(text, { delay: 35 });
}

/** The draft's description as saved on the server. */
async function savedDescription(page: Page, cardId: string): Promise<string> {
  const api = cardApi(await accessTokenOf(page.context()));
  const card = await api.get<CardDetail>(`/Card/${cardId}`);
  return JSON.stringify(card.description ?? null);
}

test("text typed into a rich-text field is kept whenever the person starts typing", async ({ page }) => {
  await logInAs(page, "member@example.com", "/");
  for (const delay of delays) {
    await page.goto("/card/create");
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: /Activity/ }) })
      .click();
    await page.getByLabel("Working title").fill(`Typing after ${delay} ms ${Date.now()}`);
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.waitForURL(/\/card\/edit\/[0-9a-f-]{36}$/);
    const cardId = new URL(page.url()).pathname.split("/").at(-1) ?? "";

    // Straight after "Create draft".
    const first = `Typed ${delay} ms after creating.`;
    let field = await scrollToDescription(page);
    await page.waitForTimeout(delay);
    await typeInto(page, field, first);
    await expect(field, `shown after ${delay} ms`).toContainText(first);
    await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => savedDescription(page, cardId), { timeout: 15_000 }).toContain(first);

    // After a reload: the text is there, and more can be typed at the same pauses.
    await page.reload();
    field = await scrollToDescription(page);
    await expect(field).toContainText(first);
    await page.waitForTimeout(delay);
    const second = ` Then ${delay} ms after a reload.`;
    await typeInto(page, field, second);
    await expect(field, `shown after a reload and ${delay} ms`).toContainText(`${first}${second}`);
    await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => savedDescription(page, cardId), { timeout: 15_000 }).toContain(second.trim());

    await page.reload();
    await expect(await scrollToDescription(page)).toContainText(`${first}${second}`);
  }
});

test("a press on the toolbar before the editor is in puts the caret in the text", async ({ page }) => {
  await logInAs(page, "member@example.com", "/");
  await page.goto("/card/create");
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: /Activity/ }) })
    .click();
  await page.getByLabel("Working title").fill(`Toolbar press ${Date.now()}`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await page.waitForURL(/\/card\/edit\/[0-9a-f-]{36}$/);
  const field = await scrollToDescription(page);
  await page.waitForTimeout(800);
  // The strip above the text, where the formatting buttons will be.
  const box = await field.boundingBox();
  if (!box) throw new Error("The description field has no box");
  await page.mouse.move(box.x + box.width - 20, box.y - 18);
  await page.mouse.down();
  await page.waitForTimeout(90);
  await page.mouse.up();
  await page.keyboard.type("Typed after pressing the toolbar.", { delay: 35 });
  await expect(field).toContainText("Typed after pressing the toolbar.");
});
