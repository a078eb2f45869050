import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCardWithEditor, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

async function twoEditorsOnOneCard() {
  return buildCardWithEditor(db, {
    author: await buildUser(db, { firstName: "Grace", lastName: "Hopper" }),
    content: { title: "Start", summary: "Start" },
  });
}

describe("draft conflicts", () => {
  it("refuses the second save of the same field from the same base, naming it, and saves nothing", async () => {
    const { author, editor, card } = await twoEditorsOnOneCard();
    const first = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Author's title" },
    });
    expect(first.statusCode).toBe(200);

    const second = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Editor's title", summary: "Editor's summary" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: expect.stringContaining("title"),
      code: "conflict",
      draftRevision: 1,
      details: [
        {
          field: "title",
          message: "Grace Hopper changed this after you loaded the card",
          currentValue: "Author's title",
          changedAt: expect.any(String),
          changedBy: { userId: author.id, name: "Grace Hopper" },
          revision: 1,
        },
      ],
    });
    const draft = (await call(author, "GET", `/Card/${card.id}?version=draft`)).json();
    expect(draft).toMatchObject({ title: "Author's title", summary: "Start", draftRevision: 1 });
  });

  it("lets both save when they change different fields", async () => {
    const { author, editor, card } = await twoEditorsOnOneCard();
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "New title" } });
    const second = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { summary: "New summary" },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ title: "New title", summary: "New summary", draftRevision: 2 });
  });

  it("treats inner fields of attributes and mindset separately", async () => {
    const { author, editor, card } = await twoEditorsOnOneCard();
    await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { attributes: { tags: ["a"] } },
    });
    const other = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: {
        attributes: { classSize: "large" },
        mindset: { curiosity: { isSelected: true, elaboration: "" } },
      },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().attributes).toMatchObject({ tags: ["a"], classSize: "large" });
    const clash = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { attributes: { tags: ["b"] } },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details.map((d: { field: string }) => d.field)).toEqual(["attributes.tags"]);
  });

  it("does not conflict when the stale save sends the value that is already stored", async () => {
    const { author, editor, card } = await twoEditorsOnOneCard();
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "Agreed" } });
    const same = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Agreed" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("accepts a save based on the latest revision", async () => {
    const { author, editor, card } = await twoEditorsOnOneCard();
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "One" } });
    const next = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 1,
      changes: { title: "Two" },
    });
    expect(next.json()).toMatchObject({ title: "Two", draftRevision: 2 });
  });

  it("serialises simultaneous saves of one field: exactly one wins", async () => {
    const { author, editor, card } = await twoEditorsOnOneCard();
    const results = await Promise.all([
      call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "A" } }),
      call(editor, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "B" } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
