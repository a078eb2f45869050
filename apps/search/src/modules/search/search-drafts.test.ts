import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildSearchCard, buildTestSearchApp, testIssuer } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestSearchApp(db);

const author = await buildMember(db, { subject: "draft-author" });
const editor = await buildMember(db, { subject: "draft-editor" });
const stranger = await buildMember(db, { subject: "draft-stranger" });
await buildMember(db, { subject: "draft-admin", role: "admin" });
const tokenOf = (sub: string) => testIssuer.signToken({ sub, email_verified: true });

const own = await buildSearchCard(db, {
  title: "Hovercraft draft",
  summary: "Leaf blower hovercraft for statics.",
  status: "draft",
  authorIds: [author.id],
  editorIds: [editor.id],
});
const ownPublished = await buildSearchCard(db, {
  title: "Hovercraft published",
  draftTitle: "Hovercraft rework in progress",
  authorIds: [author.id],
});
const deleted = await buildSearchCard(db, {
  title: "Hovercraft deleted",
  status: "draft",
  isDeleted: true,
  authorIds: [author.id],
});
const others = await buildSearchCard(db, {
  title: "Hovercraft of someone else",
  status: "draft",
  authorIds: [stranger.id],
});

const searchDrafts = async (sub: string | null, query: Record<string, string> = {}) =>
  app.inject({
    method: "GET",
    url: "/Search/draft",
    query,
    headers: sub ? { authorization: `Bearer ${await tokenOf(sub)}` } : {},
  });
const ids = (body: { items: { cardId: string }[] }) => body.items.map((item) => item.cardId);

describe("GET /Search/draft", () => {
  it("requires a signed-in member (401 anonymous, 403 for a token of nobody known)", async () => {
    expect((await searchDrafts(null, { query: "hovercraft" })).statusCode).toBe(401);
    expect((await searchDrafts("unknown-subject", { query: "hovercraft" })).statusCode).toBe(403);
  });

  it("finds only the caller's own cards by their draft, never deleted ones", async () => {
    const body = (await searchDrafts("draft-author", { query: "hovercraft" })).json();
    expect(ids(body).sort()).toEqual([own.id, ownPublished.id].sort());
    expect(ids(body)).not.toContain(deleted.id);
    expect(ids(body)).not.toContain(others.id);
    expect(ids((await searchDrafts("draft-author", { query: "rework" })).json())).toEqual([ownPublished.id]);
  });

  it("lets editors find the cards they edit, and nobody else's drafts (admins included)", async () => {
    expect(ids((await searchDrafts("draft-editor", { query: "hovercraft" })).json())).toEqual([own.id]);
    expect(ids((await searchDrafts("draft-stranger", { query: "blower" })).json())).toEqual([]);
    expect(ids((await searchDrafts("draft-admin", { query: "hovercraft" })).json())).toEqual([]);
  });

  it("forgives typos and accents, marks words, and lists everything own without a query", async () => {
    const body = (await searchDrafts("draft-author", { query: "hovercrat" })).json();
    expect(ids(body)).toContain(own.id);
    const all = (await searchDrafts("draft-author")).json();
    expect(all.total).toBe(2);
    const hit = (await searchDrafts("draft-editor", { query: "statics" })).json().items[0];
    expect(hit.summaryHighlight.highlights).toEqual([[27, 34]]);
    expect(hit.status).toBe("draft");
  });

  it("answers 400 naming the field for bad paging", async () => {
    const response = await searchDrafts("draft-author", { pageSize: "0" });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("pageSize");
  });
});

describe("OpenAPI", () => {
  it("documents both routes with their parameters", async () => {
    const response = await app.inject({ method: "GET", url: "/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/Search", "/Search/draft"]));
    const names = document.paths["/Search"].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(["query", "sort", "cardType", "discipline", "tag"]));
  });
});
