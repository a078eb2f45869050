import { randomUUID } from "node:crypto";
import { statSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { CardAttachment, CardDetail, CardImage, CardType, LookupItem } from "@keen/contracts";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { accessTokenOf, type CardApi, cardApi, fixtures } from "./support/card-api";
import { signedInContext } from "./support/identity";

const stamp = Date.now().toString(36);
const title = `Wind turbine blade challenge ${stamp}`;
const revisedTitle = `${title} (revised)`;

const doc = (...content: unknown[]) => ({ type: "doc", content });
const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

test.describe.configure({ mode: "serial" });

let author: BrowserContext;
let reader: BrowserContext;
let authorApi: CardApi;
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

/** Creates a published card through the API (setup for the reader's side of the journeys). */
async function createPublishedCard(api: CardApi, cardTitle: string, withFiles: boolean): Promise<string> {
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
  if (withFiles) {
    const folderId = randomUUID();
    const base = `/Card/${card.id}`;
    const cover = await api.upload<CardImage>(`${base}/Images`, fixtures.png);
    const pdf = await api.upload<CardAttachment>(`${base}/Attachments`, fixtures.pdf, { folderId });
    const notes = await api.upload<CardAttachment>(`${base}/Attachments`, fixtures.text, { folderId });
    const draft = await api.get<CardDetail>(`${base}?version=draft`);
    await api.put(base, {
      baseRevision: draft.draftRevision,
      changes: {
        coverImageId: cover.id,
        resources: {
          folders: [
            {
              id: folderId,
              title: "Handouts",
              description: "Print one worksheet per team.",
              items: [
                { kind: "attachment", attachmentId: pdf.id },
                { kind: "attachment", attachmentId: notes.id },
                {
                  kind: "link",
                  id: randomUUID(),
                  url: "https://www.energy.gov/eere/wind",
                  title: "Wind energy basics",
                },
              ],
            },
          ],
        },
      },
    });
  }
  await api.post(`/Card/${card.id}/Publish`);
  return card.id;
}

/** No WCAG 2.2 AA violations that axe can detect on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function openCard(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.beforeAll(async ({ browser }) => {
  author = await signedInContext(browser, "member@example.com");
  reader = await signedInContext(browser, "reviewer@example.com");
  authorApi = cardApi(await accessTokenOf(author));
  readerApi = cardApi(await accessTokenOf(reader));
});

test.afterAll(async () => {
  await author?.close();
  await reader?.close();
});

test("a member publishes a card with a cover image and two attachments", async () => {
  cardId = await createPublishedCard(authorApi, title, true);

  const page = await openCard(author, `/card/${cardId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("header img")).toHaveAttribute("src", /\/File\/.+\/Content\?token=/);
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

  similarId = await createPublishedCard(readerApi, `Blade pitch experiment ${stamp}`, false);
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
  const draft = await authorApi.get<CardDetail>(`/Card/${cardId}?version=draft`);
  await authorApi.put(`/Card/${cardId}`, {
    baseRevision: draft.draftRevision,
    changes: { title: revisedTitle },
  });

  const own = await openCard(author, `/card/${cardId}`);
  await expect(own.getByText("The draft differs from the published version")).toBeVisible();
  await expect(own.getByRole("link", { name: "Open the draft" })).toHaveAttribute(
    "href",
    `/card/edit/${cardId}`,
  );

  const page = await openCard(reader, `/card/${cardId}`);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByText("The draft differs")).toHaveCount(0);

  await authorApi.post(`/Card/${cardId}/Publish`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: revisedTitle })).toBeVisible();
  await page.getByRole("button", { name: /Version 2 · published/ }).click();
  const versions = page.getByRole("dialog", { name: "Published versions" }).getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Latest");
  await expect(versions.first()).toContainText("Max Member");
  await own.close();
  await page.close();
});

test("unpublishing hides the card from the second member", async () => {
  await authorApi.post(`/Card/${cardId}/Unpublish`);
  const page = await openCard(reader, `/card/${cardId}`);
  await expect(page.getByRole("heading", { name: "We couldn’t find that card" })).toBeVisible();

  const own = await openCard(author, `/card/${cardId}`);
  await expect(own.getByText("This card is unpublished")).toBeVisible();
  await own.close();
  await page.close();
});

test("the author deletes the card, then restores it from My cards", async () => {
  await authorApi.delete(`/Card/${cardId}`);
  const page = await openCard(author, "/card/my-cards");
  await page.getByRole("button", { name: /^Deleted/ }).click();
  await expect(page).toHaveURL(/status=deleted/);
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
