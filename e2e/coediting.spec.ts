import type { CardDetail, CardType } from "@keen/contracts";
import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { accessTokenOf, type CardApi, cardApi } from "./support/card-api";
import { signedInContext } from "./support/identity";
import { test } from "./support/test";

// Two sign-ins and a journey across two browsers: more than the default minute.
test.describe.configure({ timeout: 240_000 });

// Max (the author) and Rita (his co-editor) edit one draft at once, in two browsers.
let maxContext: BrowserContext;
let ritaContext: BrowserContext;
let maxApi: CardApi;
let cardId: string;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  maxContext = await signedInContext(browser, "member@example.com");
  ritaContext = await signedInContext(browser, "reviewer@example.com");
  maxApi = cardApi(await accessTokenOf(maxContext));
  const types = await maxApi.get<CardType[]>("/Lookup/CardTypes");
  const card = await maxApi.post<CardDetail>("/Card", {
    typeId: types[0]?.id,
    title: `Wind turbine blade lab ${Date.now()}`,
    summary: "Teams design, print and test turbine blades, then pitch the best one.",
    description: {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Plan." }] }],
    },
  });
  cardId = card.id;
  const rita = await cardApi(await accessTokenOf(ritaContext)).get<{ userId: string }>("/User/me");
  await maxApi.post(`/Card/${cardId}/Editors`, { userId: rita.userId });
});

test.afterAll(async () => {
  await maxContext?.close();
  await ritaContext?.close();
});

/** Opens the draft in the editor and answers with its description editor once the live document is in. */
async function openEditor(page: Page): Promise<Locator> {
  await page.goto(`/card/edit/${cardId}`);
  const description = page.getByRole("textbox", { name: "Description" });
  await expect(description).toContainText("Plan.");
  return description;
}

/** The editor's text as the person reads it: co-editors' caret labels are decorations, not text. */
function textOf(editor: Locator): Promise<string> {
  return editor.evaluate((element) => {
    const copy = element.cloneNode(true) as typeof element;
    for (const caret of copy.querySelectorAll(".collab-caret")) caret.remove();
    return copy.textContent ?? "";
  });
}

/** Waits until the editor's text contains `text`. */
async function expectText(editor: Locator, text: string, timeout: number) {
  await expect.poll(() => textOf(editor), { timeout }).toContain(text);
}

async function placeCaret(page: Page, editor: Locator, where: "start" | "end") {
  await editor.click();
  await page.keyboard.press(where === "start" ? "Control+Home" : "Control+End");
}

test("two co-authors type into one description at once, an offline editor's words merge, and the published card has both", async () => {
  const maxPage = await maxContext.newPage();
  const ritaPage = await ritaContext.newPage();
  const maxEditor = await openEditor(maxPage);
  const ritaEditor = await openEditor(ritaPage);

  // Who is here: each sees the other in the editor's presence row.
  await expect(maxPage.getByRole("img", { name: /Rita Reviewer/ })).toBeVisible();
  await expect(ritaPage.getByRole("img", { name: /Max Member/ })).toBeVisible();

  // Both type at the same time: Max at the end, Rita at the start.
  await placeCaret(maxPage, maxEditor, "end");
  await placeCaret(ritaPage, ritaEditor, "start");
  await Promise.all([
    maxPage.keyboard.type(" Max writes the tasks.", { delay: 30 }),
    ritaPage.keyboard.type("Rita adds a rubric. ", { delay: 30 }),
  ]);
  for (const editor of [maxEditor, ritaEditor]) {
    await expectText(editor, "Rita adds a rubric. Plan. Max writes the tasks.", 2000);
  }
  // Each sees the other's caret, labelled with their name.
  await expect(maxPage.locator(".collab-caret-label", { hasText: "Rita" })).toBeVisible();
  await expect(ritaPage.locator(".collab-caret-label", { hasText: "Max" })).toBeVisible();

  // A resting co-editor's name fades from her caret, and shows again when she moves.
  const ritaLabel = maxPage.locator(".collab-caret-label", { hasText: "Rita" });
  await expect(ritaLabel).toHaveCSS("opacity", "0", { timeout: 8000 });
  await ritaPage.keyboard.press("ArrowLeft");
  await expect(ritaLabel).toHaveCSS("opacity", "1");

  // In the title, which has no carets, Max sees that Rita is there.
  await ritaPage.getByLabel("Title").click();
  await expect(maxPage.getByText("Rita Reviewer is in Title")).toBeAttached();
  await expect(maxPage.locator("span[aria-hidden]", { hasText: "Rita Reviewer" })).toBeVisible();
  await ritaEditor.click();
  await expect(maxPage.getByText("Rita Reviewer is in Title")).not.toBeAttached();

  // Rita loses her connection and keeps typing; Max types meanwhile.
  await ritaContext.setOffline(true);
  await expect(ritaPage.getByRole("status").filter({ hasText: /offline/i })).toBeVisible();
  await placeCaret(ritaPage, ritaEditor, "end");
  await ritaPage.keyboard.type(" Rita, offline: add a safety briefing.", { delay: 20 });
  await placeCaret(maxPage, maxEditor, "start");
  await maxPage.keyboard.type("Week 3. ", { delay: 20 });
  expect(await textOf(maxEditor)).not.toContain("safety briefing");

  // Back online: the texts merge in both browsers, and both say the draft is saved.
  await ritaContext.setOffline(false);
  for (const editor of [maxEditor, ritaEditor]) {
    await expectText(editor, "Week 3. Rita adds a rubric.", 10_000);
    await expectText(editor, "Max writes the tasks. Rita, offline: add a safety briefing.", 10_000);
  }
  for (const page of [maxPage, ritaPage]) {
    await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 10_000 });
  }

  // Publishing publishes what both see.
  await maxApi.post(`/Card/${cardId}/Publish`);
  const published = await maxApi.get<CardDetail>(`/Card/${cardId}`);
  expect(published.descriptionHtml).toContain("Week 3. Rita adds a rubric. Plan. Max writes the tasks.");
  expect(published.descriptionHtml).toContain("Rita, offline: add a safety briefing.");
  await maxPage.goto(`/card/${cardId}`);
  await expect(maxPage.getByText("Rita, offline: add a safety briefing.", { exact: false })).toBeVisible();
});
