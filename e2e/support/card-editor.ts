import { expect, type Page } from "@playwright/test";

type UploadFile = { name: string; type: string; bytes: Buffer };
const asPayload = (file: UploadFile) => ({ name: file.name, mimeType: file.type, buffer: file.bytes });

/** Picks files through the button that opens the browser's file chooser. */
export async function chooseFiles(page: Page, buttonName: string, files: UploadFile[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: buttonName }).click();
  await (await chooser).setFiles(files.map(asPayload));
}

type NewCard = {
  title: string;
  summary: string;
  description: string;
  indicator: string;
  discipline: string;
  tags: string[];
  cover: UploadFile;
  folder: string;
  attachments: UploadFile[];
  link: { url: string; title: string };
};

/**
 * Writes a card through the real editor, as a member would: type and working title on
 * /card/create, then summary, description, an assessed EM indicator, discipline and tags, a cover
 * image, and a resources folder with attachments and a link. Returns the new card's id (the page stays in
 * the editor; autosave keeps the draft).
 */
export async function writeCardInEditor(page: Page, card: NewCard): Promise<string> {
  await page.goto("/card/create");
  // The type tiles are labels around visually hidden radios: choose by clicking the tile.
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: /Activity/ }) })
    .click();
  await expect(page.getByRole("radio", { name: /Activity/ })).toBeChecked();
  await page.getByLabel("Working title").fill(card.title);
  await page.getByRole("button", { name: "Create draft" }).click();
  await page.waitForURL(/\/card\/edit\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";

  await page.getByLabel("Summary").fill(card.summary);
  await page.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type(card.description);

  await page.getByRole("switch", { name: "Curiosity" }).click();
  await page.getByLabel("New indicator").fill(card.indicator);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("checkbox", { name: "Assessed" }).check();

  await page.getByLabel("Filter disciplines").fill(card.discipline);
  await page.getByRole("checkbox", { name: card.discipline }).check();
  for (const tag of card.tags) {
    await page.getByLabel("Tags").fill(tag);
    await page.getByLabel("Tags").press("Enter");
  }

  await chooseFiles(page, "choose an image", [card.cover]);
  await expect(page.getByRole("img", { name: "Cover of this card" })).toBeVisible();

  await page.getByRole("button", { name: "Add a folder" }).click();
  await page.getByLabel("Title of folder 1").fill(card.folder);
  await chooseFiles(page, "browse", card.attachments);
  for (const file of card.attachments) {
    await expect(page.getByRole("link", { name: `Download ${file.name}` })).toBeVisible({ timeout: 20_000 });
  }
  await page.getByLabel("Link address").fill(card.link.url);
  await page.getByLabel("Link title").fill(card.link.title);
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.getByRole("link", { name: `Open ${card.link.title}` })).toBeVisible();
  return id;
}

/** Publishes from the editor's bar and waits for the confirmation. */
export async function publishFromEditor(page: Page, label: "Publish" | "Publish changes" = "Publish") {
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByText("Card published")).toBeVisible();
}
