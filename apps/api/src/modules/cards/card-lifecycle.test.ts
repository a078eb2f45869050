import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import {
  buildCard,
  buildCardWithEditor,
  buildTestApp,
  buildUser,
  findCardTypeId,
} from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

describe("card lifecycle", () => {
  it("publish → edit draft → readers keep version 1 → publish again → version 2", async () => {
    const author = await buildUser(db);
    const reader = await buildUser(db);
    const created = (
      await call(author, "POST", "/Card", {
        title: "Heat exchangers",
        summary: "Design one in class",
        typeId: await findCardTypeId(db),
      })
    ).json();
    const cardId = created.id;

    expect((await call(reader, "GET", `/Card/${cardId}`)).statusCode).toBe(404);

    const first = await call(author, "POST", `/Card/${cardId}/Publish`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: "published",
      version: "published",
      versionNumber: 1,
      hasUnpublishedChanges: false,
    });
    expect(first.json().publishedAt).toEqual(first.json().firstPublishedAt);

    const saved = await call(author, "PUT", `/Card/${cardId}`, {
      baseRevision: 0,
      changes: { title: "Heat exchangers, revised" },
    });
    expect(saved.json()).toMatchObject({
      title: "Heat exchangers, revised",
      draftRevision: 1,
      hasUnpublishedChanges: true,
    });

    const seen = (await call(reader, "GET", `/Card/${cardId}`)).json();
    expect(seen).toMatchObject({ title: "Heat exchangers", versionNumber: 1, hasUnpublishedChanges: false });

    const second = (await call(author, "POST", `/Card/${cardId}/Publish`)).json();
    expect(second).toMatchObject({
      title: "Heat exchangers, revised",
      versionNumber: 2,
      latestVersionNumber: 2,
    });
    expect((await call(reader, "GET", `/Card/${cardId}`)).json()).toMatchObject({
      title: "Heat exchangers, revised",
      versionNumber: 2,
    });

    const versions = (await call(reader, "GET", `/Card/${cardId}/Published`)).json();
    expect(versions.map((v: { number: number; isLatest: boolean }) => [v.number, v.isLatest])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[1]).toMatchObject({
      title: "Heat exchangers",
      publishedBy: { userId: author.id },
      authors: [{ userId: author.id, isExternal: false, name: `${author.firstName} ${author.lastName}` }],
    });

    // A version link (`number=N`) shows that version, naming the latest beside it.
    const older = await call(reader, "GET", `/Card/${cardId}?number=1`);
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({
      title: "Heat exchangers",
      version: "published",
      versionNumber: 1,
      latestVersionNumber: 2,
    });
    expect((await call(reader, "GET", `/Card/${cardId}?number=3`)).statusCode).toBe(404);
    expect((await call(reader, "GET", `/Card/${cardId}?number=zero`)).statusCode).toBe(400);
    expect((await call(author, "GET", `/Card/${cardId}?number=1&version=draft`)).statusCode).toBe(400);
  });

  it("publishing without changes makes no new version", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "published" });
    const response = await call(author, "POST", `/Card/${card.id}/Publish`);
    expect(response.json()).toMatchObject({ versionNumber: 1 });
  });

  it("refuses to publish without title, summary and type, naming them", async () => {
    const author = await buildUser(db);
    const cardId = (await call(author, "POST", "/Card", { title: "Only a title" })).json().id;
    const response = await call(author, "POST", `/Card/${cardId}/Publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Add a summary and a card type before publishing.",
      code: "validation_error",
      details: [
        { field: "summary", message: "is required to publish" },
        { field: "typeId", message: "is required to publish" },
      ],
    });
  });

  it("unpublish hides the card from other members, not from its authors; publish shows it again", async () => {
    const author = await buildUser(db);
    const reader = await buildUser(db);
    const card = await buildCard(db, { author, status: "published" });
    const unpublished = await call(author, "POST", `/Card/${card.id}/Unpublish`);
    expect(unpublished.json()).toMatchObject({
      status: "unpublished",
      abilities: { unpublish: false, publish: true },
    });
    expect((await call(reader, "GET", `/Card/${card.id}`)).statusCode).toBe(404);
    expect(
      (await call(reader, "GET", "/Card?pageSize=50")).json().items.map((c: { id: string }) => c.id),
    ).not.toContain(card.id);
    expect((await call(author, "GET", `/Card/${card.id}`)).json()).toMatchObject({
      status: "unpublished",
      versionNumber: 1,
    });
    expect((await call(author, "POST", `/Card/${card.id}/Unpublish`)).statusCode).toBe(403);

    await call(author, "POST", `/Card/${card.id}/Publish`);
    expect((await call(reader, "GET", `/Card/${card.id}`)).json()).toMatchObject({
      status: "published",
      versionNumber: 1,
    });
  });

  it("delete hides the card, restore brings it back as it was", async () => {
    const author = await buildUser(db);
    const reader = await buildUser(db);
    const card = await buildCard(db, { author, status: "published" });
    await call(author, "DELETE", `/Card/${card.id}`);
    expect((await call(reader, "GET", `/Card/${card.id}`)).statusCode).toBe(404);
    expect(
      (await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "x" } }))
        .statusCode,
    ).toBe(403);
    expect((await call(author, "DELETE", `/Card/${card.id}`)).statusCode).toBe(403);

    const restored = await call(author, "POST", `/Card/${card.id}/Restore`);
    expect(restored.json()).toMatchObject({ isDeleted: false, deletedAt: null, status: "published" });
    expect((await call(reader, "GET", `/Card/${card.id}`)).statusCode).toBe(200);
    expect((await call(author, "POST", `/Card/${card.id}/Restore`)).statusCode).toBe(403);
  });

  it("sync resets the draft to the latest version and makes stale saves conflict", async () => {
    const { author, editor, card } = await buildCardWithEditor(db, {
      status: "published",
      content: { title: "Original" },
    });
    await call(editor, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "Experiment" } });

    const synced = await call(author, "POST", `/Card/${card.id}/SyncLatestVersion`);
    expect(synced.json()).toMatchObject({
      version: "draft",
      title: "Original",
      draftRevision: 2,
      hasUnpublishedChanges: false,
    });

    const stale = await call(editor, "PUT", `/Card/${card.id}`, {
      baseRevision: 1,
      changes: { title: "Experiment 2" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details[0]).toMatchObject({ field: "title", currentValue: "Original" });
  });

  it("sync answers 409 for a card never published", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    const response = await call(author, "POST", `/Card/${card.id}/SyncLatestVersion`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("conflict");
  });
});
