import { randomUUID } from "node:crypto";
import { cardStats, cards, cardVersions, publicCards } from "@keen/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser, findCardTypeId } from "../../test/factories";
import { runCardListQuery } from "./card-list-query";
import { cardsTestClient } from "./cards-test-client";
import { publishedColumns } from "./list-cards";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
const token = () => `zq${randomUUID().slice(0, 8)}`;

/** Three published cards whose titles carry `word`, published one after the other. */
async function threeCards(word: string) {
  const author = await buildUser(db);
  const made = [];
  for (const title of [`Beta ${word}`, `alpha ${word}`, `Gamma ${word}`]) {
    made.push(await buildCard(db, { author, status: "published", content: { title } }));
  }
  return { author, made };
}

describe("GET /Card", () => {
  it("lists published cards newest first with paging and totals", async () => {
    const word = token();
    const { made } = await threeCards(word);
    const first = (await call(await buildUser(db), "GET", `/Card?q=${word}&pageSize=2`)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual([made[2]!.id, made[1]!.id]);
    const second = (await call(await buildUser(db), "GET", `/Card?q=${word}&pageSize=2&page=2`)).json();
    expect(ids(second)).toEqual([made[0]!.id]);
  });

  it("sorts by title (case-insensitive) and by latest version", async () => {
    const word = token();
    const { author, made } = await threeCards(word);
    const reader = await buildUser(db);
    const byTitle = (await call(reader, "GET", `/Card?q=${word}&sort=title`)).json();
    expect(byTitle.items.map((c: { title: string }) => c.title)).toEqual([
      `alpha ${word}`,
      `Beta ${word}`,
      `Gamma ${word}`,
    ]);

    await call(author, "PUT", `/Card/${made[0]!.id}`, { baseRevision: 0, changes: { summary: "Updated" } });
    await call(author, "POST", `/Card/${made[0]!.id}/Publish`);
    const byUpdate = (await call(reader, "GET", `/Card?q=${word}&sort=updated`)).json();
    expect(ids(byUpdate)[0]).toBe(made[0]!.id);
    expect(byUpdate.items[0]).toMatchObject({ versionNumber: 2, summary: "Updated" });
  });

  it("never lists drafts, unpublished or deleted cards", async () => {
    const word = token();
    const author = await buildUser(db);
    const published = await buildCard(db, { author, status: "published", content: { title: word } });
    await buildCard(db, { author, content: { title: word } });
    await buildCard(db, { author, status: "unpublished", content: { title: word } });
    await buildCard(db, { author, status: "published", isDeleted: true, content: { title: word } });
    const body = (await call(author, "GET", `/Card?q=${word}`)).json();
    expect(ids(body)).toEqual([published.id]);
  });

  it("finds cards by summary and tags (stemmed) and filters by type", async () => {
    const author = await buildUser(db);
    const word = token();
    const courseType = await findCardTypeId(db, "Course");
    const activity = await buildCard(db, {
      author,
      status: "published",
      content: {
        title: `Activity ${word}`,
        summary: "Students are measuring pendulums",
        attributes: { tags: ["oscillations"] },
      },
    });
    const course = await buildCard(db, {
      author,
      status: "published",
      content: { title: `Course ${word}`, typeId: courseType, summary: "Measured pendulum lab" },
    });
    expect(ids((await call(author, "GET", "/Card?q=measure pendulum&pageSize=50")).json())).toEqual(
      expect.arrayContaining([activity.id, course.id]),
    );
    expect(ids((await call(author, "GET", "/Card?q=oscillations")).json())).toContain(activity.id);
    const onlyCourses = (await call(author, "GET", `/Card?q=${word}&typeId=${courseType}`)).json();
    expect(ids(onlyCourses)).toEqual([course.id]);
    expect(onlyCourses.items[0]).toMatchObject({ type: { id: courseType, name: "Course" } });
  });

  it("answers 400 naming bad paging and sort parameters", async () => {
    const member = await buildUser(db);
    for (const [query, field] of [
      ["pageSize=51", "pageSize"],
      ["page=0", "page"],
      ["sort=random", "sort"],
      ["typeId=1", "typeId"],
    ]) {
      const response = await call(member, "GET", `/Card?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe(field);
    }
  });
});

describe("GET /Card/ByUser/{userId}", () => {
  it("gives the member every status of their own cards and filters by status", async () => {
    const author = await buildUser(db);
    const editor = await buildUser(db);
    const draft = await buildCard(db, { author });
    const published = await buildCard(db, { author, editors: [editor], status: "published" });
    const unpublished = await buildCard(db, { author, status: "unpublished" });
    const deleted = await buildCard(db, { author, isDeleted: true });

    const all = (await call(author, "GET", `/Card/ByUser/${author.id}`)).json();
    expect(ids(all).sort()).toEqual([draft.id, published.id, unpublished.id].sort());
    expect(all.items.find((c: { id: string }) => c.id === draft.id)).toMatchObject({
      status: "draft",
      hasUnpublishedChanges: true,
    });
    expect(ids((await call(author, "GET", `/Card/ByUser/${author.id}?status=deleted`)).json())).toEqual([
      deleted.id,
    ]);
    expect(ids((await call(author, "GET", `/Card/ByUser/${author.id}?status=draft`)).json())).toEqual([
      draft.id,
    ]);
    expect(ids((await call(editor, "GET", `/Card/ByUser/${editor.id}`)).json())).toEqual([published.id]);
  });

  it("shows other members only the published cards", async () => {
    const author = await buildUser(db);
    const other = await buildUser(db);
    const published = await buildCard(db, { author, status: "published" });
    await buildCard(db, { author });
    expect(ids((await call(other, "GET", `/Card/ByUser/${author.id}`)).json())).toEqual([published.id]);
    expect(ids((await call(other, "GET", `/Card/ByUser/${author.id}?status=draft`)).json())).toEqual([]);
    const admin = await buildUser(db, { role: "admin" });
    expect((await call(admin, "GET", `/Card/ByUser/${author.id}`)).json().total).toBe(2);
  });

  it("searches the content each card shows and sorts by title", async () => {
    const author = await buildUser(db);
    const word = token();
    const draft = await buildCard(db, { author, content: { title: `b draft ${word}` } });
    const published = await buildCard(db, {
      author,
      status: "published",
      content: { title: `a published ${word}` },
    });
    await db
      .update(cards)
      .set({ draft: { ...(published.draft as object), title: "renamed in draft" } })
      .where(eq(cards.id, published.id));
    const body = (await call(author, "GET", `/Card/ByUser/${author.id}?q=${word}&sort=title`)).json();
    expect(ids(body)).toEqual([published.id, draft.id]);
    expect(body.items[0]).toMatchObject({ title: `a published ${word}`, hasUnpublishedChanges: true });
  });
});

/** Every id of a list walked page by page with `nextCursor`; `between` runs after each page. */
async function walk(url: string, between: () => Promise<unknown> = async () => {}) {
  const reader = await buildUser(db);
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const response = await call(reader, "GET", cursor ? `${url}&cursor=${cursor}` : url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    seen.push(...ids(body));
    cursor = body.nextCursor;
    if (!cursor) return seen;
    await between();
  }
  throw new Error("the walk did not end");
}

describe("GET /Card keyset paging", () => {
  it("walks the whole list without gaps or repeats while cards are published between pages", async () => {
    const word = token();
    const author = await buildUser(db);
    const made = [];
    for (let i = 0; i < 7; i += 1) {
      made.push(await buildCard(db, { author, status: "published", content: { title: `${word} ${i}` } }));
    }
    const seen = await walk(`/Card?q=${word}&pageSize=3`, () =>
      buildCard(db, { author, status: "published", content: { title: `${word} late ${token()}` } }),
    );
    // Newest first: the cards published after the walk began are before its cursor, so not shown.
    expect(seen).toEqual(made.map((card) => card.id).reverse());
  });

  it("walks every sort in the same order as one big page", async () => {
    const word = token();
    const author = await buildUser(db);
    for (const title of ["delta", "Alpha", "charlie", "bravo", "echo"]) {
      await buildCard(db, { author, status: "published", content: { title: `${title} ${word}` } });
    }
    for (const sort of ["newest", "updated", "title", "top_rated", "most_used"]) {
      const whole = ids((await call(author, "GET", `/Card?q=${word}&sort=${sort}&pageSize=50`)).json());
      expect(whole).toHaveLength(5);
      expect(await walk(`/Card?q=${word}&sort=${sort}&pageSize=2`)).toEqual(whole);
    }
    const first = (await call(author, "GET", `/Card?q=${word}&pageSize=2`)).json();
    expect(first).toMatchObject({ total: 5, totalCapped: false, page: 1, pageSize: 2 });
  });

  it("pages the member's own list and bookmarks with a cursor too", async () => {
    const author = await buildUser(db);
    for (let i = 0; i < 3; i += 1) await buildCard(db, { author });
    const own = await call(author, "GET", `/Card/ByUser/${author.id}?pageSize=2`);
    const next = await call(
      author,
      "GET",
      `/Card/ByUser/${author.id}?pageSize=2&cursor=${own.json().nextCursor}`,
    );
    expect([...ids(own.json()), ...ids(next.json())]).toHaveLength(3);
    expect(next.json().nextCursor).toBeNull();
    const bookmarks = await call(author, "GET", "/Card/Bookmarked?pageSize=2");
    expect(bookmarks.json()).toMatchObject({ items: [], nextCursor: null, total: 0 });
  });

  it("answers 400 naming cursor for a malformed cursor or one of another sort", async () => {
    const member = await buildUser(db);
    const word = token();
    for (let i = 0; i < 2; i += 1)
      await buildCard(db, { author: member, status: "published", content: { title: word } });
    const { nextCursor } = (await call(member, "GET", `/Card?q=${word}&pageSize=1`)).json();
    const garbage = Buffer.from("not json").toString("base64url");
    const wrongKeys = Buffer.from(JSON.stringify({ s: "newest", k: ["x"] })).toString("base64url");
    for (const query of [
      "cursor=a.b",
      `cursor=${garbage}`,
      `cursor=${wrongKeys}`,
      `cursor=${nextCursor}&sort=title`,
    ]) {
      const response = await call(member, "GET", `/Card?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe("cursor");
    }
    const bad = await call(member, "GET", `/Card/ByUser/${member.id}?cursor=${garbage}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("cursor");
  });

  it("counts exactly up to the cap, then says there are more", async () => {
    const word = token();
    const author = await buildUser(db);
    for (let i = 0; i < 4; i += 1)
      await buildCard(db, { author, status: "published", content: { title: word } });
    const query = (cap: number) =>
      runCardListQuery(db, {
        where: and(publicCards, sql`${cardVersions.title} = ${word}`)!,
        columns: publishedColumns,
        viewerId: null,
        sort: "newest",
        page: 1,
        pageSize: 2,
        cap,
      });
    expect(await query(3)).toMatchObject({ total: 3, totalCapped: true });
    expect(await query(4)).toMatchObject({ total: 4, totalCapped: false });
    expect((await query(10)).nextKeys).toHaveLength(2);
  });

  it("lists published cards to visitors, and asks them to sign in for their own lists", async () => {
    const member = await buildUser(db);
    for (const url of ["/Card", `/Card/ByUser/${member.id}`]) {
      expect((await call(null, "GET", url)).statusCode).toBe(200);
    }
    for (const url of ["/Card/Bookmarked", `/Card/${randomUUID()}/Related`]) {
      expect((await call(null, "GET", url)).statusCode).toBe(401);
    }
  });
});

describe("card_stats's copy of the public state (the rating and use sorts' indexes)", () => {
  it("follows a card through publish, unpublish, delete and restore", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    const stats = () =>
      db
        .select({ is_public: cardStats.isPublic, first_published_at: cardStats.firstPublishedAt })
        .from(cardStats)
        .where(eq(cardStats.cardId, card.id));
    expect(await stats()).toEqual([{ is_public: false, first_published_at: null }]);

    expect((await call(author, "POST", `/Card/${card.id}/Publish`)).statusCode).toBe(200);
    const [published] = await db.select().from(cards).where(eq(cards.id, card.id));
    expect(await stats()).toEqual([{ is_public: true, first_published_at: published!.firstPublishedAt }]);
    expect((await call(author, "POST", `/Card/${card.id}/Unpublish`)).statusCode).toBe(200);
    expect((await stats())[0]?.is_public).toBe(false);
    expect((await call(author, "POST", `/Card/${card.id}/Publish`)).statusCode).toBe(200);
    expect((await stats())[0]?.is_public).toBe(true);
    await db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, card.id));
    expect((await stats())[0]?.is_public).toBe(false);
    await db.update(cards).set({ deletedAt: null }).where(eq(cards.id, card.id));
    expect((await stats())[0]).toMatchObject({
      is_public: true,
      first_published_at: published!.firstPublishedAt,
    });
  });

  it("keeps the rating order of public cards only, with hidden cards' ratings left out", async () => {
    const word = token();
    const author = await buildUser(db);
    const rated = [];
    for (const [sum, count] of [
      [5, 1],
      [20, 4],
      [2, 1],
    ] as const) {
      const card = await buildCard(db, { author, status: "published", content: { title: `${word} ${sum}` } });
      await db.execute(
        sql`update card_stats set rating_sum = ${sum}, rating_count = ${count} where card_id = ${card.id}`,
      );
      rated.push(card);
    }
    const hidden = await buildCard(db, { author, status: "published", content: { title: `${word} hidden` } });
    await db.execute(
      sql`update card_stats set rating_sum = 50, rating_count = 10 where card_id = ${hidden.id}`,
    );
    await call(author, "POST", `/Card/${hidden.id}/Unpublish`);
    // Bayesian scores: (20 + 6) / 6 = 4.33, (5 + 6) / 3 = 3.67, (2 + 6) / 3 = 2.67.
    const listed = ids((await call(author, "GET", `/Card?q=${word}&sort=top_rated`)).json());
    expect(listed).toEqual([rated[1]!.id, rated[0]!.id, rated[2]!.id]);
  });
});
