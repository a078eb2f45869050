import { cardsTestClient } from "@keen/api/modules/cards/cards-test-client";
import { buildCard, buildUser } from "@keen/api/test/factories";
import {
  fromBase64,
  isCoveredBy,
  readCardContent,
  setText,
  toDocumentContent,
  writeCardContent,
} from "@keen/card-doc";
import { type CardContent, emptyCardContent, type RichText } from "@keen/contracts";
import { cardEditors, cardLiveDocuments, cards } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { useTestDatabase } from "../../../test/db";
import { defaultTiming } from "./app";
import { buildCollabTestApi, type Editor, startCollab, synced, tokenFor } from "./test/harness";

const { db, url: databaseUrl } = await useTestDatabase();
const api = await buildCollabTestApi(db);
const call = cardsTestClient(api);
// The production pacing: the draft must follow the last change within two seconds.
const collab = await startCollab(db, databaseUrl, { timing: { ...defaultTiming, sweepMs: 60_000 } });
/** Saves only on the last disconnect (and at shutdown). */
const slow = await startCollab(db, databaseUrl, {
  timing: { debounceMs: 60_000, maxDebounceMs: 60_000, sweepMs: 60_000 },
});

const paragraph = (text: string): RichText => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

async function draftOf(cardId: string) {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  return card! as typeof card & { draft: CardContent };
}

async function cardWithEditor(content: Partial<CardContent> = {}) {
  const author = await buildUser(db);
  const editor = await buildUser(db);
  const card = await buildCard(db, {
    author,
    editors: [editor],
    content: { title: "Bridges", description: paragraph("Load me"), ...content },
  });
  return { author, editor, card };
}

async function join(userId: string, cardId: string): Promise<Editor> {
  const editor = collab.openEditor(cardId, await tokenFor(userId, cardId));
  await synced(editor);
  return editor;
}

/** Waits until the server has let go of the card's document (saved on the last disconnect). */
async function unloaded() {
  await vi.waitFor(() => expect(collab.app.hocuspocus.getDocumentsCount()).toBe(0), { timeout: 4000 });
}

describe("a card's live document", () => {
  it("starts from the existing draft the first time it is opened", async () => {
    const { editor, card } = await cardWithEditor({ summary: "Teams build trusses" });
    const client = await join(editor.id, card.id);
    const draft = (await draftOf(card.id)).draft;
    expect(readCardContent(client.doc)).toEqual(toDocumentContent({ ...emptyCardContent(), ...draft }));
    expect(readCardContent(client.doc).description).toEqual(paragraph("Load me"));
  });

  it("saves an edit into the draft within two seconds, and publishing publishes it", async () => {
    const { author, editor, card } = await cardWithEditor();
    const client = await join(editor.id, card.id);

    setText(client.doc.getText("title"), "Bridges and beams");
    writeCardContent(client.doc, { ...emptyCardContent(), description: paragraph("Typed live") }, [
      "description",
    ]);
    const editedAt = Date.now();

    await vi.waitFor(async () => expect((await draftOf(card.id)).draft.title).toBe("Bridges and beams"), {
      timeout: 2000,
      interval: 50,
    });
    expect(Date.now() - editedAt).toBeLessThan(2000);
    const saved = await draftOf(card.id);
    expect(saved.draft.description).toEqual(paragraph("Typed live"));
    expect(saved.fieldRevisions.title).toMatchObject({ userId: editor.id, revision: saved.draftRevision });

    // "Saved" names the draft revision and covers everything this editor typed.
    await vi.waitFor(() => expect(client.messages.at(-1)).toMatchObject({ type: "saved" }));
    const last = client.messages.at(-1);
    if (last?.type !== "saved") throw new Error("expected a saved message");
    expect(last.draftRevision).toBe(saved.draftRevision);
    const persisted = Y.decodeStateVector(fromBase64(last.stateVector));
    expect(isCoveredBy(Y.decodeStateVector(Y.encodeStateVector(client.doc)), persisted)).toBe(true);

    const published = await call(author, "POST", `/Card/${card.id}/Publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      title: "Bridges and beams",
      description: paragraph("Typed live"),
    });
  });

  it("keeps its state in PostgreSQL when the last editor leaves, and opens from it again", async () => {
    const { editor, card } = await cardWithEditor();
    const first = await join(editor.id, card.id);
    setText(first.doc.getText("summary"), "Saved on leaving");
    first.provider.destroy();
    await unloaded();

    const [row] = await db.select().from(cardLiveDocuments).where(eq(cardLiveDocuments.cardId, card.id));
    const stored = new Y.Doc();
    Y.applyUpdate(stored, row!.state);
    expect(readCardContent(stored).summary).toBe("Saved on leaving");
    expect(row!.draftRevision).toBe((await draftOf(card.id)).draftRevision);
    expect((await draftOf(card.id)).draft.summary).toBe("Saved on leaving");

    const again = await join(editor.id, card.id);
    expect(readCardContent(again.doc).summary).toBe("Saved on leaving");
    // The same document, not a copy built from the draft again: its history carries over.
    expect(Y.encodeStateVector(again.doc)).toEqual(Y.encodeStateVector(stored));
  });

  it("shows a REST save to every connected editor, keeping what they type elsewhere", async () => {
    const { author, editor, card } = await cardWithEditor();
    const client = await join(editor.id, card.id);
    const other = await join(author.id, card.id);
    setText(client.doc.getText("summary"), "Typed live");

    const response = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: (await draftOf(card.id)).draftRevision,
      changes: { title: "Saved over REST", attributes: { tags: ["statics"] } },
    });
    expect(response.statusCode).toBe(200);

    for (const each of [client, other]) {
      await vi.waitFor(() => expect(readCardContent(each.doc).title).toBe("Saved over REST"));
      expect(readCardContent(each.doc).attributes.tags).toEqual(["statics"]);
    }
    expect(readCardContent(client.doc).summary).toBe("Typed live");
    await vi.waitFor(async () => expect((await draftOf(card.id)).draft.summary).toBe("Typed live"), {
      timeout: 3000,
    });
    expect((await draftOf(card.id)).draft.title).toBe("Saved over REST");
  });

  it("takes in REST saves made while nobody had it open", async () => {
    const { author, editor, card } = await cardWithEditor();
    const first = await join(editor.id, card.id);
    setText(first.doc.getText("summary"), "Typed live");
    first.provider.destroy();
    await unloaded();

    const revision = (await draftOf(card.id)).draftRevision;
    await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: revision,
      changes: { title: "While closed" },
    });

    const again = await join(editor.id, card.id);
    expect(readCardContent(again.doc)).toMatchObject({ title: "While closed", summary: "Typed live" });
  });

  it("saves a removed co-editor's last change as an editor who still may, when the last one leaves", async () => {
    // The change of the removed editor is the last one when the document is saved.
    const { author, editor, card } = await cardWithEditor();
    const writer = slow.openEditor(card.id, await tokenFor(author.id, card.id));
    const removed = slow.openEditor(card.id, await tokenFor(editor.id, card.id));
    await Promise.all([synced(writer), synced(removed)]);
    setText(writer.doc.getText("summary"), "By the author");
    await vi.waitFor(() => expect(readCardContent(removed.doc).summary).toBe("By the author"));
    setText(removed.doc.getText("title"), "By the editor");
    await vi.waitFor(() => expect(readCardContent(writer.doc).title).toBe("By the editor"));
    await db
      .delete(cardEditors)
      .where(and(eq(cardEditors.cardId, card.id), eq(cardEditors.userId, editor.id)));

    removed.provider.destroy();
    writer.provider.destroy();
    await vi.waitFor(() => expect(slow.app.hocuspocus.getDocumentsCount()).toBe(0));

    const saved = await draftOf(card.id);
    expect(saved.draft).toMatchObject({ title: "By the editor", summary: "By the author" });
    expect(saved.fieldRevisions.title).toMatchObject({ userId: author.id });
  });

  it("saves the valid units and tells the editors which ones break a rule", async () => {
    const { editor, card } = await cardWithEditor();
    const client = await join(editor.id, card.id);

    client.doc.transact(() => {
      setText(client.doc.getText("title"), "x".repeat(201));
      setText(client.doc.getText("summary"), "Still saved");
    });

    await vi.waitFor(() => expect(client.messages.some((message) => message.type === "invalid")).toBe(true), {
      timeout: 3000,
    });
    expect(client.messages.find((message) => message.type === "invalid")).toEqual({
      type: "invalid",
      issues: [{ field: "title", message: "must be at most 200 characters" }],
    });
    expect((await draftOf(card.id)).draft).toMatchObject({ title: "Bridges", summary: "Still saved" });
  });
});
