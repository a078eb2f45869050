import { type BrowserContext, expect, type Locator } from "@playwright/test";
import { publishFromEditor } from "./support/card-editor";
import {
  type Cast,
  closeCast,
  createCard,
  expectAccessible,
  signInCast,
  unreadCount,
} from "./support/journeys";
import { test } from "./support/test";

// Three sign-ins and two review rounds across browsers: well beyond the default minute.
test.describe.configure({ timeout: 360_000 });

// The seeded demo accounts: Max Member writes the card, Rita Reviewer (role reviewer in the seed)
// reviews it, and Ada Admin stands in for any other member who later opens the card page.
let cast: Cast<"author" | "reviewer" | "visitor"> | undefined;
let authorContext: BrowserContext;
let reviewerContext: BrowserContext;
let visitorContext: BrowserContext;
let cardId: string;
let cardTitle: string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The member of `context` was notified: /notifications lists `title` (notifications go out
 * through the job queue, so the page is reloaded until it arrives), the bell counts it unread,
 * and the bell's dropdown lists it too.
 */
async function expectNotified(context: BrowserContext, title: RegExp) {
  const page = await context.newPage();
  await expect(async () => {
    await page.goto("/notifications");
    await expect(page.getByRole("main").getByRole("link", { name: title }).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const dropdown = page.getByRole("dialog", { name: "Notifications" });
  await expect(dropdown.getByRole("link", { name: title }).first()).toBeVisible();
  await page.close();
}

/** Gives every rubric criterion a level (and one a comment); the form autosaves. */
async function scoreEveryCriterion(rubric: Locator, level: "High" | "Medium", comment?: string) {
  const criteria = rubric.getByRole("group");
  await expect(criteria).toHaveCount(7);
  for (let i = 0; i < (await criteria.count()); i += 1) {
    const criterion = criteria.nth(i);
    await criterion.getByRole("radio", { name: new RegExp(`^${level}`) }).check();
    if (comment && i === 0) await criterion.getByRole("textbox", { name: /^Comment on / }).fill(comment);
  }
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(240_000);
  cast = await signInCast(browser, {
    author: "member@example.com",
    reviewer: "reviewer@example.com",
    visitor: "admin@example.com",
  });
  ({ author: authorContext, reviewer: reviewerContext, visitor: visitorContext } = cast.contexts);
  // The author's draft with the fields a submission needs; everything about the review below goes
  // through the UI.
  cardTitle = `Egg drop design review ${Date.now()}`;
  const summary = "Teams design a package that keeps an egg whole from a two-storey drop.";
  cardId = await createCard(cast.api, { title: cardTitle, summary });
});

test.afterAll(() => closeCast(cast));

test("a member submits a card for review; the reviewer suggests updates, the author answers and resubmits, the reviewer marks it reviewed, the author publishes it and members see the badge", async () => {
  const title = escapeRegExp(cardTitle);

  // 1. The author submits the draft from the editor's review panel, leaving "Publish when
  // reviewed" off: they will publish it themselves.
  const author = await authorContext.newPage();
  await author.goto(`/card/edit/${cardId}`);
  const panel = author.getByRole("region", { name: "Peer review" });
  await panel.getByRole("button", { name: "Submit for review" }).click();
  const submitDialog = author.getByRole("dialog", { name: "Submit for review" });
  await expect(submitDialog.getByRole("checkbox", { name: "Publish when reviewed" })).not.toBeChecked();
  await submitDialog.getByLabel(/Note to the reviewer/).fill("First time running this with sophomores.");
  await submitDialog.getByRole("button", { name: "Submit for review" }).click();
  await expect(submitDialog).toBeHidden();
  await expect(
    panel.getByRole("list", { name: "Review progress" }).getByRole("listitem").first(),
  ).toHaveAttribute("aria-current", "step");
  await expect(panel).toContainText("Waiting for a reviewer to claim it.");

  // The reviewer is told of the submission.
  await expectNotified(reviewerContext, new RegExp(`Max Member submitted “${title}” for review`));

  // 2. The reviewer claims it from the Submitted tab of /reviews.
  const reviewer = await reviewerContext.newPage();
  await reviewer.goto("/reviews");
  await expect(
    reviewer.getByRole("navigation", { name: "Review lists" }).getByRole("link", { name: /Submitted/ }),
  ).toHaveAttribute("aria-current", "page");
  await reviewer.getByRole("button", { name: `Claim ${cardTitle}` }).click();
  await reviewer.waitForURL(new RegExp(`/reviews/${cardId}/[0-9a-f-]{36}$`));
  const reviewUrl = new URL(reviewer.url()).pathname;

  // The author hears the review was claimed.
  await expectNotified(authorContext, new RegExp(`Rita Reviewer is reviewing “${title}”`));

  // 3. The reviewer scores the round and suggests updates with a summary.
  const rubric = reviewer.getByRole("form", { name: "Review rubric" });
  await expect(rubric).toBeVisible();
  await expect(reviewer.getByRole("region", { name: "Card as submitted for round 1" })).toContainText(
    cardTitle,
  );
  const suggest = rubric.getByRole("button", { name: "Suggest updates" });
  const markReviewed = rubric.getByRole("button", { name: "Mark reviewed" });
  // Neither decision is allowed yet: no summary, no scores.
  await expect(suggest).toHaveAttribute("aria-disabled", "true");
  await expect(markReviewed).toHaveAttribute("aria-disabled", "true");
  await expectAccessible(reviewer);

  const comment = "The build is clear; say how teams test and compare their designs.";
  await scoreEveryCriterion(rubric, "Medium", comment);
  await expect(markReviewed).not.toHaveAttribute("aria-disabled", "true");
  const summary = "Add a testing protocol so teams compare designs on the same drop.";
  await rubric.getByLabel("Summary for the authors").fill(summary);
  await expect(suggest).not.toHaveAttribute("aria-disabled", "true");
  // Autosave keeps the work: it survives a reload.
  await expect(rubric.getByRole("status")).toHaveText("Saved", { timeout: 20_000 });
  await reviewer.reload();
  await expect(rubric.getByLabel("Summary for the authors")).toHaveValue(summary);
  await expect(rubric.getByRole("textbox", { name: /^Comment on / }).first()).toHaveValue(comment);
  await expectAccessible(reviewer);

  await rubric.getByRole("button", { name: "Suggest updates" }).click();
  const confirmSuggest = reviewer.getByRole("alertdialog");
  await expect(confirmSuggest).toContainText("Send your suggestions to the authors?");
  await confirmSuggest.getByRole("button", { name: "Suggest updates" }).click();
  await expect(reviewer.getByRole("heading", { name: "Scores, round 1" })).toBeVisible();
  await expect(reviewer.getByRole("form", { name: "Review rubric" })).toHaveCount(0);

  // The author is told updates were suggested.
  await expectNotified(authorContext, new RegExp(`Rita Reviewer suggested updates to “${title}”`));

  // 4. The author reads the feedback in the editor, answers in Author Notes, edits and resubmits.
  await author.reload();
  await expect(panel).toContainText("The reviewer suggested updates.");
  const feedback = panel.locator("details").filter({ hasText: "Reviewer’s feedback, round 1" });
  await expect(feedback).toHaveAttribute("open", "");
  await expect(feedback).toContainText(summary);
  await expect(feedback).toContainText(comment);

  await panel.getByText("Author Notes", { exact: true }).click();
  const answer = `Added a testing protocol: three drops per design from the same height. (${Date.now()})`;
  await panel.getByRole("textbox", { name: "Add a note" }).fill(answer);
  await panel.getByRole("button", { name: "Send note" }).click();
  await expect(panel.getByRole("list", { name: "Notes" })).toContainText(answer);

  const revised = "Teams design a package for an egg, then test every design with the same three drops.";
  await author.getByLabel("Summary", { exact: true }).fill(revised);
  await panel.getByRole("button", { name: "Resubmit" }).click();
  const resubmitDialog = author.getByRole("dialog", { name: "Resubmit for review" });
  await resubmitDialog.getByLabel(/Note to the reviewer/).fill("Testing protocol added to the summary.");
  await resubmitDialog.getByRole("button", { name: "Resubmit" }).click();
  await expect(resubmitDialog).toBeHidden();
  await expect(panel.getByRole("list", { name: "Review progress" })).toContainText("Resubmitted (round 2)");

  // The same reviewer keeps the review and is told of round 2 (and of the note).
  await expectNotified(reviewerContext, new RegExp(`Max Member resubmitted “${title}” for your review`));
  await expectNotified(reviewerContext, new RegExp(`Max Member wrote in the Author Notes of “${title}”`));

  // 5. The reviewer reads the note and the new round, scores every criterion and marks it reviewed.
  await reviewer.goto(reviewUrl);
  await expect(reviewer.getByRole("list", { name: "Notes" })).toContainText(answer);
  await expect(reviewer.getByRole("region", { name: "Card as submitted for round 2" })).toContainText(
    "same three drops",
  );
  const round2 = reviewer.getByRole("form", { name: "Review rubric" });
  await scoreEveryCriterion(round2, "High");
  const markReviewed2 = round2.getByRole("button", { name: "Mark reviewed" });
  await expect(markReviewed2).not.toHaveAttribute("aria-disabled", "true");
  await markReviewed2.click();
  const confirmReviewed = reviewer.getByRole("alertdialog");
  await expect(confirmReviewed).toContainText("Mark this card reviewed?");
  await expect(confirmReviewed).toContainText("publish the reviewed version themselves");
  await confirmReviewed.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(reviewer.getByRole("heading", { name: "Scores, round 2" })).toBeVisible();

  // The decision published nothing: the author is told the card is peer reviewed and asked to
  // publish it.
  const reviewedNotice = new RegExp(`“${title}” is peer reviewed: publish it to show the badge`);
  await expectNotified(authorContext, reviewedNotice);

  // 6. The author follows the notification to the editor's review panel and publishes the card.
  await author.close();
  const editor = await authorContext.newPage();
  await editor.goto("/notifications");
  await editor.getByRole("main").getByRole("link", { name: reviewedNotice }).first().click();
  await editor.waitForURL(new RegExp(`/card/edit/${cardId}#review$`));
  const reviewedPanel = editor.getByRole("region", { name: "Peer review" });
  await expect(reviewedPanel).toContainText(
    "This card passed peer review. Publish it to put the reviewed version out with the Peer reviewed badge.",
  );
  await editor.screenshot({ path: test.info().outputPath("review-reviewed-publish-prompt.png") });
  await publishFromEditor(editor, "Publish");
  await editor.reload();
  await expect(reviewedPanel).toContainText("version 1 carries the Peer reviewed badge");

  // 7. Another member opens the card page, sees the Peer reviewed badge and who published it.
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/card/${cardId}`);
  await expect(visitor.getByRole("heading", { level: 1, name: cardTitle })).toBeVisible();
  await expect(visitor.getByText(/^Peer reviewed on .+ by Rita Reviewer$/)).toBeVisible();
  await expect(visitor.getByText("same three drops").first()).toBeVisible();
  await visitor.getByRole("button", { name: /Version 1 · published/ }).click();
  const versions = visitor.getByRole("dialog", { name: "Published versions" }).getByRole("listitem");
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText("Published by Max Member");
});
