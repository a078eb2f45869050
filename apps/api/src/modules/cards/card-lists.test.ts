import { randomUUID } from "node:crypto";
import { cards } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser, findCardTypeId } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

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
