import { randomUUID } from "node:crypto";
import { notifications } from "@keen/db";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildCardWithEditor, buildTestApp, buildUser } from "../../test/factories";
import { createMemoryMailer } from "../../test/mail-fixtures";
import { cardsTestClient } from "../cards/cards-test-client";

const { db } = await useTestDatabase();
const mailer = createMemoryMailer();
const app = await buildTestApp(db, { deps: { mailer } });
const call = cardsTestClient(app);

beforeEach(() => {
  mailer.sent.length = 0;
});

async function publishedCard() {
  const author = await buildUser(db, { firstName: "Ada", lastName: "Author" });
  const coAuthor = await buildUser(db);
  const built = await buildCardWithEditor(db, {
    author,
    coAuthors: [coAuthor],
    status: "published",
    content: { title: "Pendulum lab" },
  });
  return { ...built, coAuthor };
}

describe("PUT /Card/{cardId}/Feedback", () => {
  it("creates, then replaces the member's one feedback, and the card's figures follow", async () => {
    const { author, card } = await publishedCard();
    const member = await buildUser(db, { firstName: "Bea", lastName: "Reader" });
    const url = `/Card/${card.id}/Feedback`;
    const created = await call(member, "PUT", url, {
      rating: 4,
      comment: "  Worked well in statics.  ",
      usedInTeaching: true,
      usedTerm: "Fall 2026",
      classSize: 40,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      rating: 4,
      comment: "Worked well in statics.",
      usedInTeaching: true,
      usedTerm: "Fall 2026",
      classSize: 40,
      versionNumber: 1,
      member: { userId: member.id, firstName: "Bea", lastName: "Reader" },
    });
    expect(created.json().member.pictureUrl).toContain(`/User/${member.id}/ProfilePicture?size=64`);
    const other = await buildUser(db);
    await call(other, "PUT", url, { rating: 1 });
    expect((await call(author, "GET", `/Card/${card.id}`)).json()).toMatchObject({
      ratingAverage: 2.5,
      ratingCount: 2,
      timesUsed: 1,
    });

    const replaced = await call(member, "PUT", url, { rating: 5 });
    expect(replaced.json()).toMatchObject({
      id: created.json().id,
      rating: 5,
      comment: "",
      usedInTeaching: false,
      usedTerm: null,
    });
    expect(replaced.json().updatedAt > created.json().updatedAt).toBe(true);
    const list = (await call(member, "GET", url)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((item: { member: { userId: string } }) => item.member.userId)).toEqual([
      member.id,
      other.id,
    ]);
    expect(list.summary).toEqual({
      ratingAverage: 3,
      ratingCount: 2,
      timesUsed: 0,
      distribution: [1, 0, 0, 0, 1],
    });
    expect(list.mine).toMatchObject({ rating: 5 });
    expect(list.canGiveFeedback).toBe(true);
    const cardList = (await call(member, "GET", `/Card/ByUser/${author.id}`)).json();
    expect(cardList.items[0]).toMatchObject({ ratingAverage: 3, ratingCount: 2, timesUsed: 0 });
  });

  it("refuses authors and editors with a clear 403", async () => {
    const { author, coAuthor, editor, card } = await publishedCard();
    for (const caller of [author, coAuthor, editor]) {
      const response = await call(caller, "PUT", `/Card/${card.id}/Feedback`, { rating: 5 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: "forbidden",
        message: "Authors cannot rate their own card.",
      });
    }
    const list = (await call(author, "GET", `/Card/${card.id}/Feedback`)).json();
    expect(list).toMatchObject({ canGiveFeedback: false, mine: null, total: 0 });
    expect((await call(author, "GET", `/Card/${card.id}`)).json().abilities.giveFeedback).toBe(false);
  });

  it.each([
    [{ rating: 6 }, "rating", "must be from 1 to 5"],
    [{ rating: 0 }, "rating", "must be from 1 to 5"],
    [{ rating: 3.5 }, "rating", "must be a whole number from 1 to 5"],
    [{ comment: "x".repeat(2001) }, "comment", "must be at most 2,000 characters"],
    [{ rating: 3, usedTerm: "Fall 2026" }, "usedTerm", "goes with “I used this in my teaching”"],
    [{ rating: 3, classSize: 20 }, "classSize", "goes with “I used this in my teaching”"],
    [{ usedInTeaching: true, classSize: 0 }, "classSize", "must be at least 1"],
    [{}, "rating", "give a rating, a comment or say you used this card"],
    [{ comment: "   " }, "rating", "give a rating, a comment or say you used this card"],
  ])("answers 400 for %j naming %s", async (body, field, why) => {
    const { card } = await publishedCard();
    const response = await call(await buildUser(db), "PUT", `/Card/${card.id}/Feedback`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message: why });
  });

  it("accepts a comment of exactly 2,000 characters", async () => {
    const { card } = await publishedCard();
    const response = await call(await buildUser(db), "PUT", `/Card/${card.id}/Feedback`, {
      comment: "x".repeat(2000),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rating: null, usedInTeaching: false });
  });

  it("notifies the card's member authors (not editors, not the member) through a job", async () => {
    const { author, coAuthor, editor, card } = await publishedCard();
    const member = await buildUser(db, { firstName: "Bea", lastName: "Reader" });
    // Jobs earlier tests left are done first, so the mails read below are this test's.
    await app.jobs.runDue();
    mailer.sent.length = 0;
    await call(member, "PUT", `/Card/${card.id}/Feedback`, { rating: 4, comment: "Great lab" });
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, author.id))).toEqual([]);
    await app.jobs.runDue();
    for (const recipient of [author, coAuthor]) {
      const [notification] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, recipient.id));
      expect(notification).toMatchObject({
        type: "card_feedback",
        actorId: member.id,
        body: "Great lab",
        link: `/card/${card.id}#feedback`,
      });
      expect(notification?.title).toContain("Pendulum lab");
    }
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, editor.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, member.id))).toEqual([]);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([author.email, coAuthor.email].sort());
  });

  it("sends nothing when the feedback is refused", async () => {
    const { author, card } = await publishedCard();
    await app.jobs.runDue();
    await call(author, "PUT", `/Card/${card.id}/Feedback`, { rating: 5 });
    await call(await buildUser(db), "PUT", `/Card/${card.id}/Feedback`, { rating: 9 });
    expect(await app.jobs.runDue()).toBe(0);
  });

  it("answers 404 for drafts, unpublished, deleted and unknown cards", async () => {
    const author = await buildUser(db);
    const member = await buildUser(db);
    for (const card of [
      await buildCard(db, { author }),
      await buildCard(db, { author, status: "unpublished" }),
      await buildCard(db, { author, status: "published", isDeleted: true }),
    ]) {
      expect((await call(member, "PUT", `/Card/${card.id}/Feedback`, { rating: 3 })).statusCode).toBe(404);
      expect((await call(member, "GET", `/Card/${card.id}/Feedback`)).statusCode).toBe(404);
    }
    expect((await call(member, "PUT", `/Card/${randomUUID()}/Feedback`, { rating: 3 })).statusCode).toBe(404);
  });
});

describe("DELETE /Card/{cardId}/Feedback", () => {
  it("removes the member's own feedback, the figures follow, and a second delete is 404", async () => {
    const { card } = await publishedCard();
    const member = await buildUser(db);
    const other = await buildUser(db);
    await call(member, "PUT", `/Card/${card.id}/Feedback`, { rating: 2, usedInTeaching: true });
    await call(other, "PUT", `/Card/${card.id}/Feedback`, { rating: 5 });
    expect((await call(member, "DELETE", `/Card/${card.id}/Feedback`)).statusCode).toBe(204);
    expect((await call(member, "GET", `/Card/${card.id}`)).json()).toMatchObject({
      ratingAverage: 5,
      ratingCount: 1,
      timesUsed: 0,
    });
    const list = (await call(member, "GET", `/Card/${card.id}/Feedback`)).json();
    expect(list).toMatchObject({ total: 1, mine: null });
    const again = await call(member, "DELETE", `/Card/${card.id}/Feedback`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Feedback not found.");
    expect((await call(member, "DELETE", `/Card/${randomUUID()}/Feedback`)).statusCode).toBe(404);
  });
});

describe("GET /Card/{cardId}/Feedback", () => {
  it("pages feedback most recently updated first", async () => {
    const { card } = await publishedCard();
    const members = [await buildUser(db), await buildUser(db), await buildUser(db)];
    for (const member of members) await call(member, "PUT", `/Card/${card.id}/Feedback`, { rating: 3 });
    await call(members[0]!, "PUT", `/Card/${card.id}/Feedback`, { rating: 4 });
    const first = (await call(members[1]!, "GET", `/Card/${card.id}/Feedback?pageSize=2`)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const userIds = (body: { items: { member: { userId: string } }[] }) =>
      body.items.map((item) => item.member.userId);
    expect(userIds(first)).toEqual([members[0]!.id, members[2]!.id]);
    const second = (await call(members[1]!, "GET", `/Card/${card.id}/Feedback?pageSize=2&page=2`)).json();
    expect(userIds(second)).toEqual([members[1]!.id]);
    expect(second.summary).toMatchObject({ ratingAverage: 3.3, distribution: [0, 0, 2, 1, 0] });
    const bad = await call(members[1]!, "GET", `/Card/${card.id}/Feedback?pageSize=100`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("pageSize");
  });
});
