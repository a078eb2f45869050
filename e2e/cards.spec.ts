import { randomUUID } from "node:crypto";
import { statSync } from "node:fs";
import type { CardDetail, CardType, LookupItem } from "@keen/contracts";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { accessTokenOf, type CardApi, cardApi, fixtures } from "./support/card-api";
import { publishFromEditor, writeCardInEditor } from "./support/card-editor";
import { signedInContext } from "./support/identity";
import { expectAccessible } from "./support/journeys";
import { test } from "./support/test";

const stamp = Date.now().toString(36);
const title = `Wind turbine blade challenge ${stamp}`;
const revisedTitle = `${title} (revised)`;

const doc = (...content: unknown[]) => ({ type: "doc", content });
const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

test.describe.configure({ mode: "serial" });

let author: BrowserContext;
let reader: BrowserContext;
let readerApi: CardApi;
let cardId: string;
let similarId: string;

async function lookups(api: CardApi) {
  const types = await api.get<CardType[]>("/Lookup/CardTypes");
  const disciplines = await api.get<LookupItem[]>("/Lookup/Disciplines");
  const activity = types.find((t) => t.name === "Activity");
  const mechanical = disciplines.find((d) => d.name === "Mechanical Engineering");
  if (!activity || !mechanical) throw new Error("Seeded card types and disciplines are missing");
  return { typeId: activity.id, disciplineId: mechanical.id };
}

/** Creates a similar published card through the API (the second member's, for related content). */
async function createPublishedCard(api: CardApi, cardTitle: string): Promise<string> {
  const { typeId, disciplineId } = await lookups(api);
  const card = await api.post<CardDetail>("/Card", {
    typeId,
    title: cardTitle,
    summary: "Teams design, build and test small wind turbine blades, then pitch their best design.",
    description: doc(
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "How the week runs" }] },
      paragraph("Students prototype three blade shapes and measure the power each one delivers."),
    ),
    learningObjectives: doc(paragraph("Relate blade geometry to the power a turbine extracts.")),
    mindset: {
      curiosity: { isSelected: true, elaboration: "Students question why commercial blades are twisted." },
      connections: { isSelected: true, elaboration: "" },
      creatingValue: { isSelected: false, elaboration: "" },
      indicators: [{ id: randomUUID(), text: "Test a hypothesis with a prototype", isAssessed: true }],
    },
    attributes: {
      disciplineIds: [disciplineId],
      courseLevel: "first-year",
      tags: ["wind energy", "prototyping"],
      classSize: "medium",
      timeRequired: "several-classes",
      license: "cc-by-nc-sa-4.0",
    },
  });
  await api.post(`/Card/${card.id}/Publish`);
  return card.id;
}

async function openCard(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.beforeAll(async ({ browser }) => {
  author = await signedInContext(browser, "member@example.com");
  reader = await signedInContext(browser, "reviewer@example.com");
  readerApi = cardApi(await accessTokenOf(reader));
});

test.afterAll(async () => {
  await author?.close();
  await reader?.close();
});

test("a member publishes a card with a cover image and two attachments", async () => {
  const editor = await author.newPage();
  cardId = await writeCardInEditor(editor, {
    title,
    summary: "Teams design, build and test small wind turbine blades, then pitch their best design.",
    description: "Students prototype three blade shapes and measure the power each one delivers.",
    indicator: "Test a hypothesis with a prototype",
    discipline: "Mechanical Engineering",
    tags: ["wind energy", "prototyping"],
    cover: fixtures.png,
    folder: "Handouts",
    attachments: [fixtures.pdf, fixtures.text],
    link: { url: "https://www.energy.gov/eere/wind", title: "Wind energy basics" },
  });
  await publishFromEditor(editor);
  await editor.close();

  const page = await openCard(author, `/card/${cardId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("main").locator("header img")).toHaveAttribute(
    "src",
    /\/File\/.+\/Content\?token=/,
  );
  await expect(page.getByRole("button", { name: /Version 1 · published/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/card/edit/${cardId}`);
  await expect(page.getByRole("region", { name: "File downloads" })).toBeVisible();

  await page.getByRole("link", { name: "Resources" }).click();
  await expect(page.getByRole("button", { name: `Download ${fixtures.pdf.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Download ${fixtures.text.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /Wind energy basics/ })).toHaveAttribute("href", /energy\.gov/);
  await page.close();
});

test("a second member opens it, downloads the zip and finds it among related content", async () => {
  const page = await openCard(reader, `/card/${cardId}/educational-outcomes`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Max Member" }).first()).toHaveAttribute("href", /\/members\//);
  await expect(page.getByText("Test a hypothesis with a prototype")).toBeVisible();
  await expect(page.getByText("Assessed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "File downloads" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Resources" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("main").getByRole("button", { name: "Download all (.zip)" }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const saved = await download.path();
  expect(statSync(saved).size).toBeGreaterThan(0);
  await page.close();

  similarId = await createPublishedCard(readerApi, `Blade pitch experiment ${stamp}`);
  const similar = await openCard(reader, `/card/${similarId}/recommended-content`);
  await expect(
    similar.getByRole("list", { name: "Related cards" }).getByRole("link", { name: title }),
  ).toBeVisible();
  await similar.close();

  // The author sees the download in the chart's table (one per file in the zip).
  const own = await openCard(author, `/card/${cardId}`);
  const table = own.getByRole("table", { name: "Downloads per file" });
  await expect(table.getByRole("row", { name: new RegExp(`${fixtures.pdf.name}\\s*1`) })).toBeAttached();
  await own.close();
});

test("readers keep the published version while the author edits the draft, until it is published again", async () => {
  const editor = await openCard(author, `/card/edit/${cardId}`);
  await editor.getByLabel("Title", { exact: true }).fill(revisedTitle);
  // Co-edited live: the collab server writes the draft about a second after the last keystroke.
  const authorApi = cardApi(await accessTokenOf(author));
  await expect
    .poll(async () => (await authorApi.get<CardDetail>(`/Card/${cardId}?version=draft`)).title, {
      timeout: 10_000,
    })
    .toBe(revisedTitle);
  await expect(editor.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible();

  const own = await openCard(author, `/card/${cardId}`);
  await expect(own.getByText("The draft differs from the published version")).toBeVisible();
  await expect(own.getByRole("link", { name: "Open the draft" })).toHaveAttribute(
    "href",
    `/card/edit/${cardId}`,
  );

  const page = await openCard(reader, `/card/${cardId}`);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByText("The draft differs")).toHaveCount(0);

  await publishFromEditor(editor, "Publish changes");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: revisedTitle })).toBeVisible();
  await page.getByRole("button", { name: /Version 2 · published/ }).click();
  const versions = page.getByRole("dialog", { name: "Published versions" }).getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Latest");
  await expect(versions.first()).toContainText("Max Member");
  await Promise.all([editor.close(), own.close(), page.close()]);
});

test("the author moves a handout to a new folder, drags it back and renames a file", async () => {
  const editor = await openCard(author, `/card/edit/${cardId}`);
  const authorApi = cardApi(await accessTokenOf(author));
  await editor.getByRole("button", { name: "Add folder" }).click();
  await editor.getByLabel("Title of folder 2").fill("Slides");

  await editor.getByRole("button", { name: `Move ${fixtures.pdf.name} to another folder` }).click();
  const menu = editor.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Slides"]);
  await editor.screenshot({ path: test.info().outputPath("resources-move-to-menu.png") });
  await menu.getByRole("menuitem", { name: "Slides" }).click();
  const slides = editor.getByRole("list", { name: "Items in Slides" });
  await expect(slides.getByText(fixtures.pdf.name)).toBeVisible();
  await expect(
    editor.getByRole("button", { name: `Move ${fixtures.pdf.name} to another folder` }),
  ).toBeFocused();

  // Dragging it by its handle onto the first folder puts it back, at the end.
  await editor.setViewportSize({ width: 1280, height: 1400 });
  const handle = editor.getByRole("button", { name: `Reorder ${fixtures.pdf.name}` });
  await handle.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  const target = editor.getByRole("list", { name: "Items in Handouts" }).getByRole("listitem").last();
  // Press on the handle where it is now (hover waits until it stands still), move a little to start
  // the drag, then onto the folder, measured afresh: the page may shift while the drag begins.
  await handle.hover();
  await editor.mouse.down();
  const from = (await handle.boundingBox())!;
  await editor.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 - 12, { steps: 4 });
  await expect(async () => {
    const to = (await target.boundingBox())!;
    await editor.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
    await expect(editor.getByText("Drop to move it to the end of this folder")).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await editor.screenshot({ path: test.info().outputPath("resources-drag-onto-folder.png") });
  await editor.mouse.up();
  const handouts = editor.getByRole("list", { name: "Items in Handouts" });
  await expect(handouts.getByRole("listitem").last()).toContainText(fixtures.pdf.name);

  await editor.getByRole("button", { name: `Rename ${fixtures.text.name}` }).click();
  await editor.getByRole("textbox", { name: "File name" }).fill("Reading notes.txt");
  await editor.screenshot({ path: test.info().outputPath("resources-rename.png") });
  await editor.getByRole("textbox", { name: "File name" }).press("Enter");
  await expect(editor.getByText("Reading notes.txt")).toBeVisible();

  // Moves are draft edits: autosave sends them with the rest of the draft.
  await expect
    .poll(async () => {
      const draft = await authorApi.get<CardDetail>(`/Card/${cardId}?version=draft`);
      return draft.resources.folders.map((f) => [f.title, f.items.length]);
    })
    .toEqual([
      ["Handouts", 3],
      ["Slides", 0],
    ]);
  await editor.close();
});

/** Runs one of the editor's "More actions" that asks for confirmation. */
async function confirmEditorAction(editor: Page, item: string, confirm: string) {
  await editor.getByRole("button", { name: "More actions" }).click();
  await editor.getByRole("menuitem", { name: item }).click();
  await editor.getByRole("alertdialog").getByRole("button", { name: confirm }).click();
}

test("unpublishing hides the card from the second member", async () => {
  const editor = await openCard(author, `/card/edit/${cardId}`);
  await confirmEditorAction(editor, "Unpublish", "Unpublish");
  await expect(editor.getByText("Card unpublished")).toBeVisible();

  const page = await openCard(reader, `/card/${cardId}`);
  await expect(page.getByRole("heading", { name: "We couldn’t find that card" })).toBeVisible();

  const own = await openCard(author, `/card/${cardId}`);
  await expect(own.getByText("This card is unpublished")).toBeVisible();
  await Promise.all([editor.close(), own.close(), page.close()]);
});

test("the author deletes the card, then restores it from My cards", async () => {
  const page = await openCard(author, `/card/edit/${cardId}`);
  await confirmEditorAction(page, "Delete card", "Delete card");
  await expect(page).toHaveURL(/\/card\/my-cards\?status=deleted/);
  await expect(page.getByRole("button", { name: /^Deleted/ })).toHaveAttribute("aria-pressed", "true");
  const tile = page.getByRole("article").filter({ hasText: revisedTitle });
  await expect(tile.getByText("Deleted", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await tile.getByRole("button", { name: `Restore ${revisedTitle}` }).click();
  await expect(page.getByText("Card restored")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: revisedTitle })).toHaveCount(0);

  await page.getByRole("button", { name: /^Unpublished/ }).click();
  await expect(page.getByRole("article").filter({ hasText: revisedTitle })).toBeVisible();
  await page.close();
});
