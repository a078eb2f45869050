import { randomUUID } from "node:crypto";
import { toDocumentContent } from "@keen/card-doc";
import { normalizeContent, saveLiveDraft } from "@keen/cards";
import { type CardContent, type RichText, setUnit } from "@keen/contracts";
import { cardFileLinks, cards } from "@keen/db";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildCard, buildCardFile, buildCardWithEditor, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

const paragraph = (text: string, marks?: { type: string; attrs?: Record<string, unknown> }[]): RichText => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text, ...(marks ? { marks } : {}) }] }],
});

async function loadDraft(cardId: string) {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  return { ...card!, draft: normalizeContent(card!.draft) };
}

/** A card with an author and an editor, and its draft as a live document would read it. */
async function liveCard(content: Partial<CardContent> = {}) {
  const { author, editor, card } = await buildCardWithEditor(db, {
    content: { title: "Bridges", ...content },
  });
  const { draft } = await loadDraft(card.id);
  return { author, editor, cardId: card.id, content: toDocumentContent(draft) };
}

const save = (cardId: string, user: Member, content: CardContent, base?: CardContent) =>
  saveLiveDraft(db, app.jobs, { cardId, userId: user.id, content, base });

describe("saving a live document into the draft", () => {
  it("writes the units that differ, as the last editor, in one revision", async () => {
    const { editor, cardId, content } = await liveCard();
    const next = { ...content, title: "Bridges and beams", summary: "Teams test trusses" };

    const saved = await save(cardId, editor, setUnit(next, "attributes.tags", ["statics"]));

    expect(saved).toMatchObject({ draftRevision: 1, issues: [] });
    const card = await loadDraft(cardId);
    expect(card.draft).toMatchObject({ title: "Bridges and beams", summary: "Teams test trusses" });
    expect(card.draft.attributes.tags).toEqual(["statics"]);
    expect(saved.base).toEqual(card.draft);
    expect(card.draftRevision).toBe(1);
    expect(Object.keys(card.fieldRevisions).sort()).toEqual(["attributes.tags", "summary", "title"]);
    expect(card.fieldRevisions.title).toMatchObject({ revision: 1, userId: editor.id });
  });

  it("writes nothing when the document holds the draft, even in another form of its rich text", async () => {
    // Stored as a REST client may send it: a link without the attributes the schema adds.
    const description = paragraph("Load it", [{ type: "link", attrs: { href: "https://example.org" } }]);
    const { author, cardId, content } = await liveCard({ description });
    expect(content.description).not.toEqual(description);

    const saved = await save(cardId, author, content);

    expect(saved).toMatchObject({ draftRevision: 0, issues: [] });
    const card = await loadDraft(cardId);
    expect(card.draftRevision).toBe(0);
    expect(card.fieldRevisions).toEqual({});
  });

  it("saves over a unit someone saved since, with no conflict (the document is merged)", async () => {
    const { author, editor, cardId, content } = await liveCard();
    const rest = await call(author, "PUT", `/Card/${cardId}`, {
      baseRevision: 0,
      changes: { title: "REST" },
    });
    expect(rest.statusCode).toBe(200);

    const saved = await save(cardId, editor, { ...content, title: "Live" });

    expect(saved.draftRevision).toBe(2);
    expect((await loadDraft(cardId)).draft.title).toBe("Live");
  });

  it("with the base the document took in, leaves alone a unit only a REST save changed since", async () => {
    const { author, editor, cardId, content } = await liveCard({ summary: "Before" });
    const base = (await loadDraft(cardId)).draft;
    await call(author, "PUT", `/Card/${cardId}`, { baseRevision: 0, changes: { summary: "From REST" } });

    const saved = await save(cardId, editor, { ...content, title: "Live" }, base);

    const card = await loadDraft(cardId);
    expect(card.draft).toMatchObject({ title: "Live", summary: "From REST" });
    // The document has not taken the REST summary in yet: its base keeps the old one.
    expect(saved.base).toEqual({ ...base, title: "Live" });
  });

  it("leaves out the units that break a rule, names them, and saves the rest", async () => {
    const { editor, cardId, content } = await liveCard();
    let next: CardContent = {
      ...content,
      title: "x".repeat(201),
      summary: "Still saved",
      typeId: randomUUID(),
    };
    next = setUnit(next, "attributes.tags", ["ok", " "]);
    next = setUnit(next, "instructorTips", { type: "doc", content: [{ type: "video" }] });

    const saved = await save(cardId, editor, next);

    expect(saved.issues).toEqual(
      expect.arrayContaining([
        { field: "title", message: "must be at most 200 characters" },
        { field: "attributes.tags.1", message: "tags must not be empty" },
        { field: "typeId", message: "is not a known card type" },
        { field: "instructorTips", message: expect.stringContaining("not a valid rich-text document") },
      ]),
    );
    expect(saved.issues).toHaveLength(4);
    const card = await loadDraft(cardId);
    expect(card.draft).toMatchObject({ title: "Bridges", summary: "Still saved", typeId: content.typeId });
    expect(card.draft.attributes.tags).toEqual([]);
    expect(card.draftRevision).toBe(1);
  });

  it("lets a replaced cover go from the draft and records the prune, as a REST save does", async () => {
    const { author, cardId } = await liveCard();
    const cover = await buildCardFile(db, cardId, author, "image");
    await call(author, "PUT", `/Card/${cardId}`, {
      baseRevision: 0,
      changes: { coverImageId: cover.fileId },
    });
    const content = toDocumentContent((await loadDraft(cardId)).draft);

    await save(cardId, author, { ...content, coverImageId: null });

    const links = await db
      .select()
      .from(cardFileLinks)
      .where(and(eq(cardFileLinks.fileId, cover.fileId), isNull(cardFileLinks.versionId)));
    expect(links).toEqual([]);
    const prunes = await app.jobs.findJobs("files.prune-card-files", "created");
    expect(prunes.map((job) => job.data)).toContainEqual({ cardId });
  });

  it("refuses members who may not edit the card, and cards that are gone", async () => {
    const { cardId, content } = await liveCard();
    const stranger = await buildUser(db);
    await expect(save(cardId, stranger, content)).rejects.toMatchObject({ statusCode: 404 });
    const published = await buildCard(db, { author: await buildUser(db), status: "published" });
    await expect(save(published.id, stranger, content)).rejects.toMatchObject({ statusCode: 403 });
    await expect(save(randomUUID(), stranger, content)).rejects.toMatchObject({ statusCode: 404 });
  });
});
