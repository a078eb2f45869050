import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser, findCardTypeId } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

const paragraph = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

describe("POST /Card", () => {
  it("creates a draft with the caller as first author and answers the draft", async () => {
    const member = await buildUser(db, { firstName: "Ada", lastName: "Lovelace" });
    const typeId = await findCardTypeId(db, "Activity");
    const response = await call(member, "POST", "/Card", {
      title: "Bridge building",
      typeId,
      description: paragraph("Teams <b>design</b> a bridge."),
      attributes: { tags: ["statics", "Statics", "teamwork"] },
    });
    expect(response.statusCode).toBe(201);
    const card = response.json();
    expect(card).toMatchObject({
      version: "draft",
      status: "draft",
      title: "Bridge building",
      summary: "",
      type: { id: typeId, name: "Activity" },
      descriptionHtml: "<p>Teams &lt;b&gt;design&lt;/b&gt; a bridge.</p>",
      learningObjectivesHtml: "",
      versionNumber: null,
      latestVersionNumber: null,
      draftRevision: 0,
      hasUnpublishedChanges: true,
      isDeleted: false,
      coverImageUrl: null,
      editors: [],
      abilities: {
        edit: true,
        publish: true,
        unpublish: false,
        delete: true,
        restore: false,
        manageAuthors: true,
        viewAnalytics: true,
        bookmark: false,
        giveFeedback: false,
        requestFeedback: true,
        comment: false,
      },
    });
    expect(card.attributes).toMatchObject({ tags: ["statics", "teamwork"], license: "cc-by-nc-sa-4.0" });
    expect(card.authors).toEqual([
      {
        id: expect.any(String),
        userId: member.id,
        name: "Ada Lovelace",
        title: null,
        institution: null,
        isExternal: false,
      },
    ]);
  });

  it("creates an empty draft from an empty body", async () => {
    const response = await call(await buildUser(db), "POST", "/Card", {});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: "", typeId: null, type: null, description: null });
  });

  it.each([
    [{ title: "x".repeat(201) }, "title"],
    [{ summary: "two\\nlines".replace("\\n", "\n") }, "summary"],
    [{ typeId: "not-a-uuid" }, "typeId"],
    [{ attributes: { courseLevel: "kindergarten" } }, "attributes.courseLevel"],
    [{ attributes: { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) } }, "attributes.tags"],
    [{ description: { type: "paragraph" } }, "description.type"],
    [{ description: { type: "doc", content: [{ text: "no type" }] } }, "description.content.0.type"],
    [
      {
        resources: {
          folders: [
            {
              id: randomUUID(),
              title: "",
              description: "",
              items: [{ kind: "link", id: randomUUID(), url: "javascript:alert(1)", title: "x" }],
            },
          ],
        },
      },
      "resources.folders.0.items.0.url",
    ],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const response = await call(await buildUser(db), "POST", "/Card", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("answers 400 for unknown types, disciplines, foreign files and rich text the editor cannot show", async () => {
    const response = await call(await buildUser(db), "POST", "/Card", {
      typeId: randomUUID(),
      attributes: { disciplineIds: [randomUUID()] },
      coverImageId: randomUUID(),
      instructorTips: { type: "doc", content: [{ type: "video" }] },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(["attributes.disciplineIds", "coverImageId", "instructorTips", "typeId"]);
  });

  it("answers 401 to anonymous callers", async () => {
    expect((await call(null, "POST", "/Card", {})).statusCode).toBe(401);
  });
});

describe("GET /Card/{cardId}", () => {
  it("answers the published version by default and the draft on request", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "published", content: { title: "Published title" } });
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "Draft title" } });

    const published = (await call(author, "GET", `/Card/${card.id}`)).json();
    expect(published).toMatchObject({ version: "published", title: "Published title", versionNumber: 1 });
    expect(published.hasUnpublishedChanges).toBe(true);
    const draft = (await call(author, "GET", `/Card/${card.id}?version=draft`)).json();
    expect(draft).toMatchObject({
      version: "draft",
      title: "Draft title",
      versionNumber: null,
      latestVersionNumber: 1,
    });
  });

  it("answers the draft by default for a card never published, and 404 for its published version", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    expect((await call(author, "GET", `/Card/${card.id}`)).json().version).toBe("draft");
    const response = await call(author, "GET", `/Card/${card.id}?version=published`);
    expect(response.statusCode).toBe(404);
  });

  it("hides draft facts from readers and refuses them the draft", async () => {
    const card = await buildCard(db, { author: await buildUser(db), status: "published" });
    const reader = await buildUser(db);
    const body = (await call(reader, "GET", `/Card/${card.id}`)).json();
    expect(body).toMatchObject({ hasUnpublishedChanges: false, draftRevision: 0 });
    expect(body.abilities).toEqual({
      edit: false,
      publish: false,
      unpublish: false,
      delete: false,
      restore: false,
      manageAuthors: false,
      viewAnalytics: false,
      bookmark: true,
      giveFeedback: true,
      requestFeedback: false,
      comment: true,
    });
    expect(body).toMatchObject({
      bookmarkCount: 0,
      isBookmarked: false,
      ratingAverage: null,
      ratingCount: 0,
      timesUsed: 0,
      commentCount: 0,
    });
    expect((await call(reader, "GET", `/Card/${card.id}?version=draft`)).statusCode).toBe(403);
  });

  it("answers 404 for unknown cards and 400 for ids that are not UUIDs", async () => {
    const member = await buildUser(db);
    expect((await call(member, "GET", `/Card/${randomUUID()}`)).statusCode).toBe(404);
    const response = await call(member, "GET", "/Card/42");
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: "cardId", message: "must be a card id (UUID)" }]);
  });
});

describe("PUT /Card/{cardId}", () => {
  it("saves changed fields, bumps the revision and keeps other fields", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, content: { summary: "Kept" } });
    const response = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: {
        title: "New title",
        attributes: { courseLevel: "first-year" },
        learningObjectives: paragraph("Learn"),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "New title",
      summary: "Kept",
      draftRevision: 1,
      attributes: { courseLevel: "first-year", license: "cc-by-nc-sa-4.0" },
      learningObjectivesHtml: "<p>Learn</p>",
    });
  });

  it("does not bump the revision when nothing changes", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, content: { title: "Same" } });
    const response = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Same" },
    });
    expect(response.json().draftRevision).toBe(0);
  });

  it("answers 400 naming changes.<field> and for a base revision from the future", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    const invalid = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { typeId: randomUUID() },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([
      { field: "changes.typeId", message: "is not a known card type" },
    ]);
    const missing = await call(author, "PUT", `/Card/${card.id}`, { changes: {} });
    expect(missing.json().details[0].field).toBe("baseRevision");
    const future = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 5,
      changes: { title: "x" },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].field).toBe("baseRevision");
  });
});

describe("DELETE /Card/{cardId}", () => {
  it("soft-deletes: the author still sees it as deleted and can restore it", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "published" });
    expect((await call(author, "DELETE", `/Card/${card.id}`)).statusCode).toBe(204);
    const deleted = (await call(author, "GET", `/Card/${card.id}`)).json();
    expect(deleted).toMatchObject({ isDeleted: true, deletedAt: expect.any(String) });
    expect(deleted.abilities).toMatchObject({ restore: true, delete: false, edit: false });
  });
});
