import { notificationPreferences, notifications, users } from "@keen/db";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildTestApp, buildUser } from "../../test/factories";
import { createMemoryMailer } from "../../test/mail-fixtures";
import { buildReviewCast, fullScores, reviewsClient } from "./testing";

const { db } = await useTestDatabase();
const mailer = createMemoryMailer();
const app = await buildTestApp(db, { deps: { mailer } });
const client = reviewsClient(app, db);

/** Notifications of the members, after the due jobs ran, as [recipient, type, title, link]. */
async function deliveredTo(members: { id: string }[]) {
  await app.jobs.runDue();
  const rows = await db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.recipientId,
        members.map((m) => m.id),
      ),
    );
  return rows;
}

async function clearNotifications() {
  await app.jobs.runDue();
  await db.delete(notifications);
}

describe("review notifications", () => {
  it("tells every reviewer (not admins, not the card's authors) of a submission", async () => {
    // Earlier reviewers of this database are members again, so only this test's reviewers count.
    await db.update(users).set({ role: "member" }).where(eq(users.role, "reviewer"));
    const cast = await buildReviewCast(db);
    const authorReviewer = await buildUser(db, { role: "reviewer" });
    const card = await client.cardOf(cast, {
      coAuthors: [authorReviewer],
      content: { title: "Wind turbines" },
    });
    await clearNotifications();
    await client.submit(cast.editor, card.id, "Round one, please");
    const everyone = [
      cast.author,
      cast.editor,
      cast.member,
      cast.reviewer,
      cast.otherReviewer,
      cast.admin,
      authorReviewer,
    ];
    const rows = await deliveredTo(everyone);
    expect(rows.map((n) => n.recipientId).sort()).toEqual([cast.reviewer.id, cast.otherReviewer.id].sort());
    expect(rows[0]).toMatchObject({
      type: "review_requested",
      title: "Ed Editor submitted “Wind turbines” for review",
      body: "Round one, please",
      link: "/reviews",
      actorId: cast.editor.id,
    });
  });

  it("tells the authors when the review is claimed, updates are suggested and it is reviewed (with a link to publish)", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Solar ovens" } });
    const review = await client.submit(cast.author, card.id);
    await clearNotifications();

    await client.claim(cast.reviewer, review);
    let rows = await deliveredTo([cast.author, cast.editor, cast.reviewer]);
    expect(rows.map((n) => [n.recipientId, n.type, n.title])).toEqual([
      [cast.author.id, "review_completed", "Rita Reviewer is reviewing “Solar ovens”"],
    ]);
    expect(rows[0]!.link).toBe(`/card/edit/${card.id}#review`);
    await clearNotifications();

    await client.update(cast.reviewer, review, {
      summary: "Add a cost analysis",
      decision: "updates_suggested",
    });
    rows = await deliveredTo([cast.author, cast.reviewer]);
    expect(rows.map((n) => [n.recipientId, n.title, n.body])).toEqual([
      [cast.author.id, "Rita Reviewer suggested updates to “Solar ovens”", "Add a cost analysis"],
    ]);
    await clearNotifications();

    // The editor resubmits: the reviewer hears of round 2.
    await client.submit(cast.editor, card.id, "Cost analysis added");
    rows = await deliveredTo([cast.author, cast.editor, cast.reviewer, cast.otherReviewer]);
    expect(rows.map((n) => [n.recipientId, n.type, n.title, n.body, n.link])).toEqual([
      [
        cast.reviewer.id,
        "review_requested",
        "Ed Editor resubmitted “Solar ovens” for your review",
        "Cost analysis added",
        `/reviews/${card.id}/${review.id}`,
      ],
    ]);
    await clearNotifications();

    await client.update(cast.reviewer, review, { scores: await fullScores(db), decision: "reviewed" });
    rows = await deliveredTo([cast.author, cast.editor, cast.reviewer]);
    expect(rows.map((n) => [n.recipientId, n.title, n.body, n.link])).toEqual([
      [
        cast.author.id,
        "“Solar ovens” is peer reviewed: publish it to show the badge",
        "Rita Reviewer reviewed it. Publish the reviewed version from the editor and it carries the Peer reviewed badge.",
        `/card/edit/${card.id}#review`,
      ],
    ]);
  });

  it("tells the other side of an Author Note", async () => {
    const cast = await buildReviewCast(db);
    const card = await client.cardOf(cast, { content: { title: "Catapults" } });
    const review = await client.claimed(cast, card.id);
    await clearNotifications();

    await client.call(cast.author, "POST", `${client.reviewUrl(review)}/Notes`, {
      body: "Which rubric do you mean?",
    });
    let rows = await deliveredTo([cast.author, cast.editor, cast.reviewer, cast.admin]);
    expect(rows.map((n) => [n.recipientId, n.type, n.title, n.body])).toEqual([
      [
        cast.reviewer.id,
        "review_completed",
        "Ann Author wrote in the Author Notes of “Catapults”",
        "Which rubric do you mean?",
      ],
    ]);
    await clearNotifications();

    await client.call(cast.reviewer, "POST", `${client.reviewUrl(review)}/Notes`, {
      body: "The assessment one.",
    });
    rows = await deliveredTo([cast.author, cast.editor, cast.reviewer]);
    expect(rows.map((n) => [n.recipientId, n.body])).toEqual([[cast.author.id, "The assessment one."]]);
    await clearNotifications();

    await client.call(cast.admin, "POST", `${client.reviewUrl(review)}/Notes`, {
      body: "Both of you: thanks.",
    });
    rows = await deliveredTo([cast.author, cast.reviewer]);
    expect(rows.map((n) => n.recipientId).sort()).toEqual([cast.author.id, cast.reviewer.id].sort());
  });

  it("e-mails per the recipient's preference", async () => {
    const cast = await buildReviewCast(db);
    await db
      .insert(notificationPreferences)
      .values({ userId: cast.author.id, type: "review_completed", channel: "off" });
    const card = await client.cardOf(cast, { coAuthors: [cast.member] });
    const review = await client.submit(cast.author, card.id);
    await clearNotifications();
    mailer.sent.length = 0;
    await client.claim(cast.reviewer, review);
    const rows = await deliveredTo([cast.author, cast.member]);
    expect(rows.map((n) => n.recipientId)).toEqual([cast.member.id]);
    await app.jobs.runDue();
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [cast.member.email, expect.stringMatching(/Rita Reviewer is reviewing/)],
    ]);
  });
});
