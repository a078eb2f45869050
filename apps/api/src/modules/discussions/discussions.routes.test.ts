import { cardComments, cardStats, cards } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildMember, buildTestApp, type TestMember } from "../../test/factories";
import { buildComments, discussionClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = discussionClient(app);

async function publishedCard(author: TestMember) {
  return buildCard(db, { author: author.user, status: "published" });
}

/** The card's visible comments and replies, as `card_stats` keeps them and as `GET /Card/{id}` shows them. */
async function storedCount(cardId: string, reader: TestMember): Promise<number> {
  const [row] = await db.select().from(cardStats).where(eq(cardStats.cardId, cardId));
  const detail = await client.request(reader, "GET", `/Card/${cardId}`);
  expect(detail.json().commentCount).toBe(row?.commentCount ?? 0);
  return row?.commentCount ?? 0;
}

describe("GET /Card/{cardId}/Comments", () => {
  it("pages top-level comments newest first, each with its replies oldest first", async () => {
    const author = await buildMember(db);
    const reader = await buildMember(db);
    const card = await publishedCard(author);
    const rows = await buildComments(db, card.id, reader.user, ["one", "two", "three", "four", "five"]);
    const first = await client.comment(author, card.id, "First reply", rows[4]!.id);
    const second = await client.comment(reader, card.id, "Second reply", rows[4]!.id);

    const page1 = await client.list(reader, card.id, "?pageSize=2");
    expect(page1.items.map((c) => c.body)).toEqual(["five", "four"]);
    expect(page1).toMatchObject({ total: 5, commentCount: 7, page: 1, pageSize: 2, canComment: true });
    expect(page1.items[0]!.replies.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(page1.items[0]!.replies[0]).toMatchObject({
      parentId: rows[4]!.id,
      state: "visible",
      author: { userId: author.user.id, firstName: author.user.firstName },
      abilities: { edit: false, delete: false, reply: false },
    });
    expect(page1.items[0]!.replies[0]!.author!.pictureUrl).toContain(
      `/User/${author.user.id}/ProfilePicture?size=64`,
    );
    const page3 = await client.list(reader, card.id, "?page=3&pageSize=2");
    expect(page3.items.map((c) => c.body)).toEqual(["one"]);
    expect(page3.items[0]!.replies).toEqual([]);
  });

  it("answers 400 naming a bad page size", async () => {
    const author = await buildMember(db);
    const card = await publishedCard(author);
    const response = await client.request(author, "GET", `/Card/${card.id}/Comments?pageSize=500`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("pageSize");
  });
});

describe("POST /Card/{cardId}/Comments", () => {
  it("trims the body, shows the caller's abilities and counts the comment", async () => {
    const author = await buildMember(db);
    const reader = await buildMember(db);
    const card = await publishedCard(author);
    const comment = await client.comment(reader, card.id, "  Used this in Statics.  ");
    expect(comment).toMatchObject({
      body: "Used this in Statics.",
      parentId: null,
      state: "visible",
      editedAt: null,
      replies: [],
      abilities: { edit: true, delete: true, reply: true },
    });
    expect(await storedCount(card.id, reader)).toBe(1);
  });

  it("takes replies one level deep only, under a visible comment of the same card", async () => {
    const author = await buildMember(db);
    const reader = await buildMember(db);
    const card = await publishedCard(author);
    const other = await publishedCard(author);
    const top = await client.comment(reader, card.id, "Top");
    const reply = await client.comment(author, card.id, "Reply", top.id);
    const elsewhere = await client.comment(reader, other.id, "Elsewhere");
    const gone = await client.comment(reader, card.id, "Gone");
    await client.remove(reader, card.id, gone.id);

    for (const parentId of [reply.id, elsewhere.id, gone.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await client.request(reader, "POST", `/Card/${card.id}/Comments`, {
        body: "Nested",
        parentId,
      });
      expect(response.statusCode, parentId).toBe(400);
      expect(response.json()).toMatchObject({
        code: "validation_error",
        details: [{ field: "parentId" }],
      });
    }
    const notUuid = await client.request(reader, "POST", `/Card/${card.id}/Comments`, {
      body: "Nested",
      parentId: "nope",
    });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().message).toContain("parentId");
  });

  it("refuses an empty body and one over 4,000 characters, naming the field", async () => {
    const author = await buildMember(db);
    const card = await publishedCard(author);
    for (const body of ["", "   \n ", "x".repeat(4001), undefined]) {
      const response = await client.request(author, "POST", `/Card/${card.id}/Comments`, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("body");
    }
    const longest = await client.comment(author, card.id, `${"x".repeat(4000)}  `);
    expect(longest.body).toHaveLength(4000);
  });

  it("is closed on an unpublished card, which its author still reads", async () => {
    const author = await buildMember(db);
    const card = await buildCard(db, { author: author.user, status: "unpublished" });
    const list = await client.list(author, card.id);
    expect(list.canComment).toBe(false);
    const response = await client.request(author, "POST", `/Card/${card.id}/Comments`, { body: "Hi" });
    expect(response.statusCode).toBe(403);
  });
});

describe("PUT /Card/{cardId}/Comments/{commentId}", () => {
  it("lets the author edit their comment and marks it edited; others get 403", async () => {
    const author = await buildMember(db);
    const reader = await buildMember(db);
    const admin = await buildMember(db, { role: "admin" });
    const card = await publishedCard(author);
    const comment = await client.comment(reader, card.id, "Frist");
    const reply = await client.comment(author, card.id, "Thanks", comment.id);

    const same = await client.edit(reader, card.id, comment.id, "Frist");
    expect(same.editedAt).toBeNull();
    const edited = await client.edit(reader, card.id, comment.id, " First ");
    expect(edited).toMatchObject({ body: "First", state: "visible" });
    expect(edited.editedAt).not.toBeNull();
    expect(edited.replies.map((r) => r.id)).toEqual([reply.id]);

    for (const other of [author, admin]) {
      const response = await client.request(other, "PUT", `/Card/${card.id}/Comments/${comment.id}`, {
        body: "Hijacked",
      });
      expect(response.statusCode).toBe(403);
    }
    const tooLong = await client.request(reader, "PUT", `/Card/${card.id}/Comments/${comment.id}`, {
      body: "y".repeat(4001),
    });
    expect(tooLong.statusCode).toBe(400);
    const [row] = await db.select().from(cardComments).where(eq(cardComments.id, comment.id));
    expect(row!.body).toBe("First");
  });

  it("answers 404 for a deleted comment and for a comment of another card", async () => {
    const author = await buildMember(db);
    const card = await publishedCard(author);
    const other = await publishedCard(author);
    const comment = await client.comment(author, card.id, "Soon gone");
    const response = await client.request(author, "PUT", `/Card/${other.id}/Comments/${comment.id}`, {
      body: "Moved",
    });
    expect(response.statusCode).toBe(404);
    await client.remove(author, card.id, comment.id);
    const afterDelete = await client.request(author, "PUT", `/Card/${card.id}/Comments/${comment.id}`, {
      body: "Back",
    });
    expect(afterDelete.statusCode).toBe(404);
  });
});

describe("DELETE /Card/{cardId}/Comments/{commentId}", () => {
  it("shows an author's deletion and a moderator's removal as placeholders only while replies hang under them", async () => {
    const author = await buildMember(db);
    const reader = await buildMember(db);
    const admin = await buildMember(db, { role: "admin" });
    const card = await publishedCard(author);
    const lonely = await client.comment(reader, card.id, "Nobody answers this");
    const deleted = await client.comment(reader, card.id, "I take this back");
    await client.comment(author, card.id, "Answer to deleted", deleted.id);
    const removed = await client.comment(reader, card.id, "Spam");
    await client.comment(author, card.id, "Answer to spam", removed.id);
    const removedReply = await client.comment(reader, card.id, "Spam reply", removed.id);
    expect(await storedCount(card.id, reader)).toBe(6);

    const stranger = await client.request(author, "DELETE", `/Card/${card.id}/Comments/${deleted.id}`);
    expect(stranger.statusCode).toBe(403);
    await client.remove(reader, card.id, lonely.id);
    await client.remove(reader, card.id, deleted.id);
    await client.remove(admin, card.id, removed.id);
    await client.remove(admin, card.id, removedReply.id);

    const list = await client.list(author, card.id);
    expect(list.items.map((c) => c.id)).toEqual([removed.id, deleted.id]);
    expect(list).toMatchObject({ total: 2, commentCount: 2 });
    expect(list.items[0]).toMatchObject({
      state: "removed",
      body: "",
      author: null,
      abilities: { edit: false, delete: false, reply: false },
    });
    expect(list.items[0]!.replies.map((r) => r.body)).toEqual(["Answer to spam"]);
    expect(list.items[1]).toMatchObject({ state: "deleted", body: "", author: null });
    expect(await storedCount(card.id, reader)).toBe(2);
    const [row] = await db.select().from(cardComments).where(eq(cardComments.id, removed.id));
    expect(row!.removedBy).toBe(admin.user.id);

    const again = await client.request(reader, "DELETE", `/Card/${card.id}/Comments/${deleted.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("leaves a deleted comment out once its last reply is deleted", async () => {
    const author = await buildMember(db);
    const card = await publishedCard(author);
    const top = await client.comment(author, card.id, "Top");
    const reply = await client.comment(author, card.id, "Reply", top.id);
    await client.remove(author, card.id, top.id);
    expect((await client.list(author, card.id)).total).toBe(1);
    await client.remove(author, card.id, reply.id);
    expect(await client.list(author, card.id)).toMatchObject({ items: [], total: 0, commentCount: 0 });
  });

  it("lets an admin delete their own comment as its author", async () => {
    const author = await buildMember(db);
    const admin = await buildMember(db, { role: "admin" });
    const card = await publishedCard(author);
    const top = await client.comment(admin, card.id, "Admin speaking");
    await client.comment(author, card.id, "Reply", top.id);
    await client.remove(admin, card.id, top.id);
    const [listed] = (await client.list(author, card.id)).items;
    expect(listed!.state).toBe("deleted");
  });
});

describe("discussion of a card that stops being readable", () => {
  it("answers 404 once the card is deleted, to members who are not its authors", async () => {
    const author = await buildMember(db);
    const reader = await buildMember(db);
    const card = await publishedCard(author);
    const comment = await client.comment(reader, card.id, "Hello");
    await db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, card.id));
    const list = await client.request(reader, "GET", `/Card/${card.id}/Comments`);
    expect(list.statusCode).toBe(404);
    const edit = await client.request(reader, "PUT", `/Card/${card.id}/Comments/${comment.id}`, {
      body: "x",
    });
    expect(edit.statusCode).toBe(404);
  });
});
