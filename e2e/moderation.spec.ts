import { expect } from "@playwright/test";
import { accessTokenOf, cardApi } from "./support/card-api";
import { type Cast, closeCast, createCard, signInCast } from "./support/journeys";
import { test } from "./support/test";

type Comment = { id: string };
let cast: Cast<"author" | "commenter" | "admin"> | undefined;

test.afterAll(async () => closeCast(cast));

test("a member reports a comment from the card page; the admin removes it from the moderation queue", async ({
  browser,
}) => {
  test.setTimeout(40_000);
  cast = await signInCast(browser, {
    author: "member@example.com",
    commenter: "reviewer@example.com",
    admin: "admin@example.com",
  });
  const cardId = await createCard(
    cast.api,
    { title: "Moderated beams", summary: "A card to discuss." },
    { publish: true },
  );
  const commenter = cardApi(await accessTokenOf(cast.contexts.commenter));
  const body = `Buy cheap pills ${Date.now()}`;
  await commenter.post<Comment>(`/Card/${cardId}/Comments`, { body });

  // The card's author reports the comment with a reason and a note.
  const member = await cast.contexts.author.newPage();
  await member.goto(`/card/${cardId}`);
  const comment = member.getByRole("article", { name: /Comment by/ }).filter({ hasText: body });
  await comment.getByRole("button", { name: "Report" }).click();
  const dialog = member.getByRole("dialog", { name: "Report this comment" });
  await dialog.getByLabel("Spam or advertising").check();
  await dialog.getByLabel("Note (optional)").fill("Links to a pharmacy");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(member.getByText("Report sent")).toBeVisible();

  // The admin finds it in the queue, from the Admin Portal, with the report, and removes it.
  const admin = await cast.contexts.admin.newPage();
  await admin.goto("/admin");
  await admin.getByRole("link", { name: /Moderation/ }).click();
  const item = admin
    .getByRole("list", { name: "Reported items" })
    .getByRole("listitem")
    .filter({ hasText: body })
    .first();
  await expect(item).toContainText("Links to a pharmacy");
  await item.getByRole("button", { name: "Remove" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(admin.getByText("Content removed")).toBeVisible();

  await member.reload();
  await expect(member.getByText(body)).toHaveCount(0);
});
