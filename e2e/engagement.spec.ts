import { type BrowserContext, expect } from "@playwright/test";
import {
  type Cast,
  closeCast,
  createCard,
  expectAccessible,
  signInCast,
  unreadCount,
} from "./support/journeys";
import { test } from "./support/test";

// Two sign-ins, a published card and a journey across two browsers: more than the default minute.
test.describe.configure({ timeout: 180_000 });

// Member A (Max, the author) and member B (Rita, a reader) in two browsers, on one published card.
let cast: Cast<"author" | "reader"> | undefined;
let authorContext: BrowserContext;
let readerContext: BrowserContext;
let cardId: string;
let cardTitle: string;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  cast = await signInCast(browser, { author: "member@example.com", reader: "reviewer@example.com" });
  ({ author: authorContext, reader: readerContext } = cast.contexts);
  cardTitle = `Paper bridge challenge ${Date.now()}`;
  const summary = "Students build paper bridges in teams, test them to failure and pitch the design.";
  cardId = await createCard(cast.api, { title: cardTitle, summary }, { publish: true });
});

test.afterAll(() => closeCast(cast));

test("a reader bookmarks, rates and discusses a card; the author sees it all and replies; the reader cites it", async () => {
  const reader = await readerContext.newPage();
  await reader.goto(`/card/${cardId}`);
  await expect(reader.getByRole("heading", { level: 1, name: cardTitle })).toBeVisible();

  // B bookmarks the card: the count rises at once and stays.
  const bookmark = reader.getByRole("button", { name: /^Bookmark/ });
  await expect(bookmark).toHaveAttribute("aria-pressed", "false");
  await expect(bookmark).toContainText("0");
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  await expect(bookmark).toHaveAccessibleName(/1 bookmark$/);

  // B rates it 4 and says they used it.
  const form = reader.getByRole("form", { name: "Give feedback" });
  // The stars are labels around visually hidden radios: choose by clicking the star.
  const fourStars = form.getByRole("radio", { name: /^4 stars/ });
  await form
    .locator("label")
    .filter({ has: reader.getByRole("radio", { name: /^4 stars/ }) })
    .click();
  await expect(fourStars).toBeChecked();
  await form.getByRole("checkbox", { name: /I used this in my teaching/ }).check();
  await form.getByRole("button", { name: "Post feedback" }).click();
  await expect(reader.getByRole("form", { name: "Give feedback" })).toHaveCount(0);

  // B comments.
  const question = `Did you run this with first-year students? (${Date.now()})`;
  await reader.getByRole("textbox", { name: "Add a comment" }).fill(question);
  await reader.getByRole("button", { name: "Post comment" }).click();
  const readerComments = reader.getByRole("list", { name: "Comments" });
  await expect(readerComments).toContainText(question);
  await expect(reader.getByRole("heading", { name: "Discussion (1 comment)" })).toBeVisible();
  await expect(reader.getByRole("textbox", { name: "Add a comment" })).toHaveValue("");

  // A sees the counts and the notification of the comment in the bell, and follows it.
  const author = await authorContext.newPage();
  await author.goto(`/card/${cardId}`);
  await expect(author.getByRole("button", { name: /^Bookmark/ })).toHaveAccessibleName(/1 bookmark$/);
  await expect(author.getByText(/Rated 4(\.0)? out of 5 from 1 rating/).first()).toBeAttached();
  await expect(author.getByRole("heading", { name: "Discussion (1 comment)" })).toBeVisible();
  await expect.poll(() => unreadCount(author)).toBeGreaterThan(0);
  await author.getByRole("button", { name: /^Notifications/ }).click();
  const panel = author.getByRole("dialog", { name: "Notifications" });
  const commented = panel.getByRole("link", { name: new RegExp(`commented on “${cardTitle}”`) }).first();
  await expect(commented).toBeVisible();
  await commented.click();
  await author.waitForURL(new RegExp(`/card/${cardId}#comment-[0-9a-f-]{36}$`));
  const linked = author.getByRole("article", { name: /^Comment by/ }).filter({ hasText: question });
  await expect(linked).toBeFocused();

  // A replies under B's comment.
  const answer = `Yes, two sections of forty; it took one class. (${Date.now()})`;
  await linked.getByRole("button", { name: "Reply" }).first().click();
  await author.getByRole("textbox", { name: /^Reply to / }).fill(answer);
  await author.getByRole("button", { name: "Post reply" }).click();
  await expect(author.getByRole("list", { name: /^Replies to / })).toContainText(answer);
  await expect(author.getByRole("heading", { name: "Discussion (2 comments)" })).toBeVisible();
  await expectAccessible(author);

  // B sees the reply.
  await reader.reload();
  await expect(reader.getByRole("list", { name: /^Replies to / })).toContainText(answer);

  // B copies the BibTeX citation.
  await readerContext.grantPermissions(["clipboard-read", "clipboard-write"]);
  await reader.getByRole("button", { name: "Cite" }).click();
  const cite = reader.getByRole("dialog", { name: "Cite this card" });
  await cite.getByRole("tab", { name: "BibTeX" }).click();
  const bibtex = cite.getByRole("tabpanel", { name: "BibTeX" });
  await expect(bibtex.locator("pre")).toContainText("@");
  await expect(bibtex.locator("pre")).toContainText(cardTitle);
  await bibtex.getByRole("button", { name: "Copy citation" }).click();
  await expect(bibtex.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await reader.evaluate(() => {
    type Clipboard = { readText(): Promise<string> };
    return (globalThis as unknown as { navigator: { clipboard: Clipboard } }).navigator.clipboard.readText();
  });
  expect(copied).toMatch(/^@\w+\{/);
  expect(copied).toContain(cardTitle);
  await expectAccessible(reader);
});
