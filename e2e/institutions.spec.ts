import { randomUUID } from "node:crypto";
import type { CardDetail, CardType, LookupItem } from "@keen/contracts";
import { type BrowserContext, expect, type Request } from "@playwright/test";
import { accessTokenOf, type CardApi, cardApi, makePng } from "./support/card-api";
import { signedInContext } from "./support/identity";
import { test } from "./support/test";

const stamp = Date.now().toString(36);
const institutionName = `Ridgeview Institute of Technology ${stamp}`;
const cardTitle = `Bridge loads with spaghetti ${stamp}`;
const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

test.describe.configure({ mode: "serial" });

let admin: BrowserContext;

/** A member publishes a card through the API, so there is something to feature. */
async function publishCard(api: CardApi): Promise<string> {
  const types = await api.get<CardType[]>("/Lookup/CardTypes");
  const disciplines = await api.get<LookupItem[]>("/Lookup/Disciplines");
  const card = await api.post<CardDetail>("/Card", {
    typeId: types.find((t) => t.name === "Activity")?.id,
    title: cardTitle,
    summary: "Teams predict, build and break spaghetti bridges, then explain the failure.",
    description: doc("Students design a bridge from dry spaghetti and test it to failure."),
    learningObjectives: doc("Relate member forces to the shape of a truss."),
    mindset: {
      curiosity: { isSelected: true, elaboration: "Why did it break there?" },
      connections: { isSelected: false, elaboration: "" },
      creatingValue: { isSelected: false, elaboration: "" },
      indicators: [{ id: randomUUID(), text: "Predict before testing", isAssessed: true }],
    },
    attributes: {
      disciplineIds: [disciplines.find((d) => d.name === "Civil Engineering")?.id ?? disciplines[0]?.id],
      courseLevel: "first-year",
      tags: ["statics"],
      classSize: "medium",
      timeRequired: "one-class",
      license: "cc-by-nc-sa-4.0",
    },
  });
  await api.post(`/Card/${card.id}/Publish`);
  return card.id;
}

test.beforeAll(async ({ browser }) => {
  admin = await signedInContext(browser, "admin@example.com");
  const member = await signedInContext(browser, "member@example.com");
  await publishCard(cardApi(await accessTokenOf(member)));
  await member.close();
});

test.afterAll(async () => {
  await admin?.close();
});

test("an admin builds an institution page and a visitor sees its lists in the admin's order", async ({
  browser,
}) => {
  const page = await admin.newPage();
  await page.goto("/admin/institutions/create");
  await page.getByLabel("Name", { exact: true }).fill(institutionName);
  await page.getByLabel("Short name").fill("Ridgeview");
  await page.getByLabel("City").fill("Golden");
  await page.getByLabel("State or region").fill("CO");
  await page.getByLabel("Website").fill("https://www.ridgeview.example.edu");
  await page
    .getByLabel("Description")
    .fill("A small engineering school in the mountains.\n\nStudents learn by building.");
  await page.locator('input[type="file"]').setInputFiles({
    name: "ridgeview.png",
    mimeType: "image/png",
    buffer: makePng(240, 120, [190, 60, 40]),
  });
  await expect(page.getByRole("img", { name: "Chosen logo for the institution" })).toBeVisible();
  await page.getByRole("button", { name: "Create institution" }).click();

  await page.waitForURL(/\/admin\/institutions\/[0-9a-f-]{36}\/edit$/);
  const id = page.url().split("/").at(-2) ?? "";
  await expect(page.getByRole("heading", { level: 1, name: institutionName })).toBeVisible();
  await expect(page.locator(`img[src*="/Institution/${id}/Logo"]`).first()).toBeVisible();

  // Two fellows in one go (the batch call), in the order they were ticked.
  await page.getByRole("button", { name: "Add fellows" }).click();
  const people = page.getByRole("dialog", { name: "Add fellows" });
  await people.getByRole("searchbox").fill("Rita");
  await people.getByRole("checkbox", { name: "Rita Reviewer" }).check();
  await people.getByRole("searchbox").fill("Max");
  await people.getByRole("checkbox", { name: "Max Member" }).check();
  await people.getByRole("button", { name: "Add 2" }).click();
  const fellows = page.getByRole("list", { name: "Fellows in order" });
  await expect(fellows.getByRole("listitem")).toHaveText([/Rita Reviewer/, /Max Member/]);

  // A published card, found by its title.
  await page.getByRole("button", { name: "Add featured cards" }).click();
  const cards = page.getByRole("dialog", { name: "Feature cards" });
  await cards.getByRole("searchbox").fill(cardTitle);
  await cards.getByRole("checkbox", { name: cardTitle }).check();
  await cards.getByRole("button", { name: "Add", exact: true }).click();
  // The closing dialog hands focus back to its button; wait for that before using the keyboard
  // elsewhere, as a person would (otherwise it takes focus from the drag handle mid-drag).
  await expect(cards).toBeHidden();
  await expect(page.getByRole("button", { name: "Add featured cards" })).toBeFocused();
  await expect(page.getByRole("list", { name: "Featured cards in order" }).getByRole("listitem")).toHaveText([
    new RegExp(cardTitle),
  ]);

  // Reorder with the keyboard: pick Max up, move him above Rita, drop. The full order is sent.
  const reorders: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().endsWith(`/Institution/${id}/Fellows/Reorder`)) {
      reorders.push(request);
    }
  });
  const maxHandle = fellows.getByRole("button", { name: /Drag to reorder Max Member/ });
  // dnd-kit starts listening for arrow keys one timer tick after the pick-up, and Chromium may
  // deliver a key before that tick: press again until the move is announced (an extra ArrowUp at
  // the top of the list changes nothing). Drop only then, as a keyboard user hears it. On a busy
  // machine the drop can still land where the drag began; a keyboard user would simply try again.
  const moved = page.getByRole("status").filter({ hasText: "Max Member is over position 1 of 2" });
  await expect(async () => {
    await maxHandle.focus();
    await page.keyboard.press("Space");
    await expect(maxHandle).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(moved).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press("Space");
    await expect(fellows.getByRole("listitem")).toHaveText([/Max Member/, /Rita Reviewer/], {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => reorders.length).toBeGreaterThan(0);
  expect(reorders.at(-1)?.postDataJSON().ids).toHaveLength(2);
  await expect(fellows.getByRole("listitem")).toHaveText([/Max Member/, /Rita Reviewer/]);
  await page.reload();
  await expect(page.getByRole("list", { name: "Fellows in order" }).getByRole("listitem")).toHaveText([
    /Max Member/,
    /Rita Reviewer/,
  ]);

  // A visitor (signed out) sees the page with that order.
  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  await view.goto(`/institution/${id}`);
  await expect(view.getByRole("heading", { level: 1, name: institutionName })).toBeVisible();
  await expect(view.locator(`img[src*="/Institution/${id}/Logo"]`)).toBeVisible();
  await expect(view.getByText("Students learn by building.")).toBeVisible();
  await expect(view.getByText("Golden, CO, United States").first()).toBeVisible();
  await expect(view.getByRole("link", { name: cardTitle })).toBeVisible();
  const shown = view.getByRole("region", { name: /^Fellows/ }).getByRole("link");
  await expect(shown).toHaveText(["Max Member", "Rita Reviewer"]);
  await expect(shown.first()).toHaveAttribute("href", /^\/members\/[0-9a-f-]{36}$/);
  await visitor.close();
});

test("an unknown institution shows the friendly not-found page", async ({ page }) => {
  await page.goto("/institution/7d1f7c4e-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "We couldn’t find that institution" })).toBeVisible();
});
