import { randomUUID } from "node:crypto";
import { cards } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "../cards/cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe("POST and DELETE /Card/{cardId}/Bookmark", () => {
  it("bookmarks idempotently and counts every member once", async () => {
    const card = await buildCard(db, { author: await buildUser(db), status: "published" });
    const [first, second] = [await buildUser(db), await buildUser(db)];
    const url = `/Card/${card.id}/Bookmark`;
    expect((await call(first, "POST", url)).json()).toEqual({
      cardId: card.id,
      isBookmarked: true,
      bookmarkCount: 1,
    });
    const again = await call(first, "POST", url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isBookmarked: true, bookmarkCount: 1 });
    expect((await call(second, "POST", url)).json()).toMatchObject({ bookmarkCount: 2 });

    const detail = (await call(first, "GET", `/Card/${card.id}`)).json();
    expect(detail).toMatchObject({ bookmarkCount: 2, isBookmarked: true });

    expect((await call(first, "DELETE", url)).json()).toEqual({
      cardId: card.id,
      isBookmarked: false,
      bookmarkCount: 1,
    });
    const removedAgain = await call(first, "DELETE", url);
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json()).toMatchObject({ isBookmarked: false, bookmarkCount: 1 });
    expect((await call(first, "GET", `/Card/${card.id}`)).json()).toMatchObject({
      bookmarkCount: 1,
      isBookmarked: false,
    });
  });

  it("answers 404 for drafts, unpublished, deleted and unknown cards, 400 for bad ids", async () => {
    const author = await buildUser(db);
    const member = await buildUser(db);
    const admin = await buildUser(db, { role: "admin" });
    const hidden = [
      await buildCard(db, { author }),
      await buildCard(db, { author, status: "unpublished" }),
      await buildCard(db, { author, status: "published", isDeleted: true }),
    ];
    for (const card of hidden) {
      for (const caller of [member, author, admin]) {
        expect((await call(caller, "POST", `/Card/${card.id}/Bookmark`)).statusCode).toBe(404);
      }
      expect((await call(member, "DELETE", `/Card/${card.id}/Bookmark`)).statusCode).toBe(404);
    }
    expect((await call(member, "POST", `/Card/${randomUUID()}/Bookmark`)).statusCode).toBe(404);
    expect((await call(member, "DELETE", `/Card/${randomUUID()}/Bookmark`)).statusCode).toBe(404);
    const bad = await call(member, "POST", "/Card/42/Bookmark");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("cardId");
  });

  it("lets the author and admins bookmark, and lets a member remove a bookmark of a card since hidden", async () => {
    const author = await buildUser(db);
    const member = await buildUser(db);
    const admin = await buildUser(db, { role: "admin" });
    const card = await buildCard(db, { author, status: "published" });
    for (const caller of [author, admin, member]) {
      expect((await call(caller, "POST", `/Card/${card.id}/Bookmark`)).statusCode).toBe(200);
    }
    await db.update(cards).set({ status: "unpublished" }).where(eq(cards.id, card.id));
    const removed = await call(member, "DELETE", `/Card/${card.id}/Bookmark`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ isBookmarked: false, bookmarkCount: 2 });
  });

  it("answers 401 to anonymous callers", async () => {
    const card = await buildCard(db, { author: await buildUser(db), status: "published" });
    expect((await call(null, "POST", `/Card/${card.id}/Bookmark`)).statusCode).toBe(401);
    expect((await call(null, "DELETE", `/Card/${card.id}/Bookmark`)).statusCode).toBe(401);
    expect((await call(null, "GET", "/Card/Bookmarked")).statusCode).toBe(401);
  });
});

describe("GET /Card/Bookmarked", () => {
  it("pages the caller's bookmarks newest first, only their own, as list items", async () => {
    const author = await buildUser(db);
    const member = await buildUser(db);
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await buildCard(db, { author, status: "published" }));
    // Bookmarked in the order 1, 0, 2: newest bookmark first is 2, 0, 1.
    for (const index of [1, 0, 2]) await call(member, "POST", `/Card/${made[index]!.id}/Bookmark`);
    await call(await buildUser(db), "POST", `/Card/${made[1]!.id}/Bookmark`);

    const first = (await call(member, "GET", "/Card/Bookmarked?pageSize=2")).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual([made[2]!.id, made[0]!.id]);
    expect(first.items[0]).toMatchObject({ isBookmarked: true, bookmarkCount: 1, status: "published" });
    const second = (await call(member, "GET", "/Card/Bookmarked?pageSize=2&page=2")).json();
    expect(ids(second)).toEqual([made[1]!.id]);
    expect(second.items[0]).toMatchObject({ isBookmarked: true, bookmarkCount: 2 });

    const others = (await call(author, "GET", "/Card/Bookmarked")).json();
    expect(others).toMatchObject({ total: 0, items: [] });
  });

  it("leaves out cards unpublished or deleted since, and shows them again when published", async () => {
    const author = await buildUser(db);
    const member = await buildUser(db);
    const [kept, unpublished, deleted] = [
      await buildCard(db, { author, status: "published" }),
      await buildCard(db, { author, status: "published" }),
      await buildCard(db, { author, status: "published" }),
    ];
    for (const card of [kept, unpublished, deleted]) await call(member, "POST", `/Card/${card.id}/Bookmark`);
    expect((await call(author, "POST", `/Card/${unpublished.id}/Unpublish`)).statusCode).toBe(200);
    expect((await call(author, "DELETE", `/Card/${deleted.id}`)).statusCode).toBe(204);

    const body = (await call(member, "GET", "/Card/Bookmarked")).json();
    expect(ids(body)).toEqual([kept.id]);
    expect(body.total).toBe(1);

    expect((await call(author, "POST", `/Card/${unpublished.id}/Publish`)).statusCode).toBe(200);
    expect(ids((await call(member, "GET", "/Card/Bookmarked")).json())).toEqual([unpublished.id, kept.id]);
  });

  it("answers 400 naming bad paging", async () => {
    const member = await buildUser(db);
    const response = await call(member, "GET", "/Card/Bookmarked?pageSize=51");
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe("pageSize");
  });
});
