import { randomUUID } from "node:crypto";
import type { CardDetail, CardType, LookupItem } from "@keen/contracts";
import { type BrowserContext, expect } from "@playwright/test";
import { accessTokenOf, cardApi } from "./support/card-api";
import { signedInContext } from "./support/identity";
import { test } from "./support/test";

const stamp = Date.now().toString(36);
const title = `Cantilever beam deflection lab ${stamp}`;
const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

const seminarTitle = `Cantilever graduate seminar ${stamp}`;
let member: BrowserContext;
let cardId: string;

test.beforeAll(async ({ browser }) => {
  member = await signedInContext(browser, "member@example.com");
  const api = cardApi(await accessTokenOf(member));
  const types = await api.get<CardType[]>("/Lookup/CardTypes");
  const disciplines = await api.get<LookupItem[]>("/Lookup/Disciplines");
  const card = await api.post<CardDetail>("/Card", {
    typeId: types.find((t) => t.name === "Activity")?.id,
    title,
    summary: "Students predict, then measure, how far a loaded beam bends.",
    description: doc("Teams load aluminium beams and compare measurements with theory."),
    learningObjectives: doc("Relate load, length and stiffness to deflection."),
    mindset: {
      curiosity: { isSelected: true, elaboration: "Why do longer beams sag so much more?" },
      connections: { isSelected: false, elaboration: "" },
      creatingValue: { isSelected: false, elaboration: "" },
      indicators: [{ id: randomUUID(), text: "Test a hypothesis with a prototype", isAssessed: true }],
    },
    attributes: {
      disciplineIds: [disciplines[0]?.id],
      courseLevel: "first-year",
      tags: ["mechanics"],
      classSize: "medium",
      timeRequired: "one-class",
      license: "cc-by-nc-sa-4.0",
    },
  });
  await api.post(`/Card/${card.id}/Publish`);
  cardId = card.id;
  // A second card of the same search at another course level, for the facet journey.
  const seminar = await api.post<CardDetail>("/Card", {
    typeId: types.find((t) => t.name === "Course")?.id,
    title: seminarTitle,
    summary: "Graduate students derive beam deflection from energy methods.",
    description: doc("Energy methods for the deflection of beams."),
    learningObjectives: doc("Derive deflection from strain energy."),
    mindset: {
      curiosity: { isSelected: true, elaboration: "Which method is quicker?" },
      connections: { isSelected: false, elaboration: "" },
      creatingValue: { isSelected: false, elaboration: "" },
      indicators: [{ id: randomUUID(), text: "Compare two methods", isAssessed: true }],
    },
    attributes: {
      disciplineIds: [disciplines[0]?.id],
      courseLevel: "graduate",
      tags: [],
      classSize: "small",
      timeRequired: "several-classes",
      license: "cc-by-4.0",
    },
  });
  await api.post(`/Card/${seminar.id}/Publish`);
});

test.afterAll(() => member.close());

test("finds a published card from the header search by a word prefix and opens it", async () => {
  const page = member.pages()[0] ?? (await member.newPage());
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search cards and members" }).fill(`cantil ${stamp}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=cantil/);
  const results = page.getByRole("region", { name: "Search results" });
  const link = results.getByRole("link", { name: title });
  await expect(link).toBeVisible();
  // Both cards of this run are Max Member's: the first one's row says so.
  await expect(results.getByText("By Max Member").first()).toBeVisible();
  await page.screenshot({ path: "test-results/search-cards.png", fullPage: true });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/card/${cardId}`));
});

test("finds members on the Members tab and says what to try when nothing matches", async () => {
  const page = member.pages()[0] ?? (await member.newPage());
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/members/search?query=rita");
  await expect(page).toHaveURL(/\/search\?query=rita&types=user/);
  await expect(page.getByRole("link", { name: "Rita Reviewer" })).toBeVisible();
  await page.screenshot({ path: "test-results/search-members-360.png", fullPage: true });
  await page.goto("/search?query=qqzzxx&types=card");
  await expect(page.getByRole("heading", { name: "No results for “qqzzxx”" })).toBeVisible();
  await page.screenshot({ path: "test-results/search-empty-360.png", fullPage: true });
});

test("forgives a typo in one word and ignores accents in a multi-word query", async () => {
  const page = member.pages()[0] ?? (await member.newPage());
  await page.setViewportSize({ width: 1440, height: 900 });
  const query = `cantilevr déflection ${stamp}`;
  await page.goto(`/search?query=${encodeURIComponent(query)}&types=card`);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("link", { name: title })).toBeVisible();
  await page.screenshot({ path: "test-results/search-typo-accent.png", fullPage: true });
});

test("a visitor filters the All tab by course level, and reload and Back keep the address's filters", async ({
  page,
}) => {
  // No session: the header search's default tab (All) lists cards, then members.
  await page.goto(`/search?query=${stamp}`);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("link", { name: title })).toBeVisible();
  await expect(results.getByRole("link", { name: seminarTitle })).toBeVisible();
  await expect(page.getByText("Filters and sort apply to cards.", { exact: false })).toBeVisible();

  const filters = page.getByRole("complementary", { name: "Filter results" });
  await filters
    .getByRole("group", { name: "Course level" })
    .getByRole("button", { name: /Graduate/ })
    .click();
  await expect(page).toHaveURL(/courseLevel=graduate/);
  await expect(results.getByRole("link", { name: title })).toHaveCount(0);
  await expect(results.getByRole("link", { name: seminarTitle })).toBeVisible();
  await page.getByLabel("Sort cards by").selectOption("newest");
  await expect(page).toHaveURL(/sort=newest/);

  await page.reload();
  await expect(results.getByRole("link", { name: seminarTitle })).toBeVisible();
  await expect(results.getByRole("link", { name: title })).toHaveCount(0);
  await expect(
    filters.getByRole("group", { name: "Course level" }).getByRole("button", { name: /Graduate/ }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Sort cards by")).toHaveValue("newest");

  // Back twice: before the sort, then before the filter, where both cards are listed again.
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/courseLevel/);
  await expect(results.getByRole("link", { name: title })).toBeVisible();
});
