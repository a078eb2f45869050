import { randomUUID } from "node:crypto";
import { cardsTestClient } from "@keen/api/modules/cards/cards-test-client";
import { buildCard, buildUser } from "@keen/api/test/factories";
import { readCardContent, setText } from "@keen/card-doc";
import { collabShardOf, signCollabToken } from "@keen/server-kit";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildCollabTestApi, fastTiming, startCollab, synced, tokenFor } from "./test/harness";

const { db, url: databaseUrl } = await useTestDatabase();
const api = await buildCollabTestApi(db);
const call = cardsTestClient(api);
const collab = await startCollab(db, databaseUrl);
/** A second process, serving shard 1 of 2. */
const shardOne = await startCollab(db, databaseUrl, { shard: "1/2" });
/** A server whose sweep never comes in a test: only the API's notices can end a session. */
const unswept = await startCollab(db, databaseUrl, { timing: { ...fastTiming, sweepMs: 600_000 } });

async function cardWithEditor() {
  const author = await buildUser(db);
  const editor = await buildUser(db);
  const card = await buildCard(db, { author, editors: [editor], content: { title: "Bridges" } });
  return { author, editor, card };
}

/** The reason the server refused an editor with this token. */
async function refusalOf(cardId: string, token: string): Promise<string> {
  const editor = collab.openEditor(cardId, token);
  await vi.waitFor(() => expect(editor.refusals).toHaveLength(1));
  expect(editor.isAuthenticated()).toBe(false);
  return editor.refusals[0]!;
}

describe("joining a card's live document", () => {
  it("lets an editor in with a token of the API, and shows the draft", async () => {
    const { editor, card } = await cardWithEditor();
    const grant = await call(editor, "GET", `/TipTap/token/${card.id}`);
    const client = collab.openEditor(card.id, grant.json().token);
    await synced(client);
    expect(client.isAuthenticated()).toBe(true);
    expect(readCardContent(client.doc).title).toBe("Bridges");
  });

  it("refuses a forged, malformed or expired token", async () => {
    const { editor, card } = await cardWithEditor();
    const forged = await signCollabToken("another-secret-0123456789abcdef0123", {
      userId: editor.id,
      cardId: card.id,
    });
    expect(await refusalOf(card.id, forged.token)).toBe("invalid or expired token");
    expect(await refusalOf(card.id, "not-a-token")).toBe("invalid or expired token");
    expect(await refusalOf(card.id, await tokenFor(editor.id, card.id, -5))).toBe("invalid or expired token");
  });

  it("refuses a token for another card", async () => {
    const { editor, card } = await cardWithEditor();
    const other = await buildCard(db, { author: editor });
    expect(await refusalOf(card.id, await tokenFor(editor.id, other.id))).toBe(
      "the token is for another card",
    );
  });

  it("refuses members the cards policy does not let edit, whatever their token says", async () => {
    const { card } = await cardWithEditor();
    const stranger = await buildUser(db);
    expect(await refusalOf(card.id, await tokenFor(stranger.id, card.id))).toBe("card not found");
    const published = await buildCard(db, { author: await buildUser(db), status: "published" });
    expect(await refusalOf(published.id, await tokenFor(stranger.id, published.id))).toBe(
      "you may not edit this card",
    );
    expect(await refusalOf(randomUUID(), await tokenFor(stranger.id, randomUUID()))).toBe(
      "the token is for another card",
    );
  });

  it("is refused by a server of another shard (the API hands out the owner's address)", async () => {
    const author = await buildUser(db);
    let card = await buildCard(db, { author });
    while (collabShardOf(card.id, 2) !== 0) card = await buildCard(db, { author });

    const client = shardOne.openEditor(card.id, await tokenFor(author.id, card.id));

    await vi.waitFor(() => expect(client.refusals).toHaveLength(1));
    expect(client.refusals[0]).toBe("this card is served by collab shard 0 of 2; this server is shard 1");
    expect(shardOne.app.hocuspocus.getDocumentsCount()).toBe(0);
  });
});

describe("staying in a live document", () => {
  it("keeps an editor who renews the token, and closes one whose token runs out", async () => {
    const { author, editor, card } = await cardWithEditor();
    const renewing = collab.openEditor(card.id, await tokenFor(editor.id, card.id, 2));
    const lapsing = collab.openEditor(card.id, await tokenFor(author.id, card.id, 2));
    await Promise.all([synced(renewing), synced(lapsing)]);

    renewing.setToken(await tokenFor(editor.id, card.id));
    await renewing.provider.sendToken();

    await vi.waitFor(() => expect(lapsing.closes).toContain("token expired"), { timeout: 4000 });
    expect(renewing.closes).toEqual([]);
    setText(renewing.doc.getText("title"), "Still here");
    const watcher = collab.openEditor(card.id, await tokenFor(author.id, card.id));
    await vi.waitFor(() => expect(readCardContent(watcher.doc).title).toBe("Still here"));
  });

  it("refuses a renewal with another member's token, and closes the connection", async () => {
    const { author, editor, card } = await cardWithEditor();
    const client = collab.openEditor(card.id, await tokenFor(editor.id, card.id));
    await synced(client);
    client.setToken(await tokenFor(author.id, card.id));
    await client.provider.sendToken();
    await vi.waitFor(() => expect(client.closes).toContain("the token is for another member"));
  });

  it("disconnects a removed co-editor within 2 s of the removal, without waiting for a sweep, and keeps the others", async () => {
    const { author, editor, card } = await cardWithEditor();
    const removed = unswept.openEditor(card.id, await tokenFor(editor.id, card.id));
    const staying = unswept.openEditor(card.id, await tokenFor(author.id, card.id));
    await Promise.all([synced(removed), synced(staying)]);

    const response = await call(author, "DELETE", `/Card/${card.id}/Editors/${editor.id}`);
    expect(response.statusCode).toBe(204);

    await vi.waitFor(() => expect(removed.closes).toContain("you may no longer edit this card"), {
      timeout: 2000,
    });
    expect(staying.closes).toEqual([]);
    expect(staying.isAuthenticated()).toBe(true);
  });

  it("disconnects a removed co-author, and everyone but the card's authors when it is deleted", async () => {
    const [author, coAuthor, editor] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    const card = await buildCard(db, { author, coAuthors: [coAuthor], editors: [editor] });
    const [coAuthorSession, editorSession] = [
      unswept.openEditor(card.id, await tokenFor(coAuthor.id, card.id)),
      unswept.openEditor(card.id, await tokenFor(editor.id, card.id)),
    ];
    await Promise.all([synced(coAuthorSession), synced(editorSession)]);

    expect((await call(author, "DELETE", `/Card/${card.id}/Authors/${coAuthor.id}`)).statusCode).toBe(204);
    await vi.waitFor(() => expect(coAuthorSession.closes).toContain("you may no longer edit this card"), {
      timeout: 2000,
    });
    expect(editorSession.closes).toEqual([]);

    expect((await call(author, "DELETE", `/Card/${card.id}`)).statusCode).toBe(204);
    await vi.waitFor(() => expect(editorSession.closes).toContain("you may no longer edit this card"), {
      timeout: 2000,
    });
  });

  it("disconnects a co-editor within 2 s of an admin suspending them, and refuses them after", async () => {
    const { author, editor, card } = await cardWithEditor();
    const admin = await buildUser(db, { role: "admin" });
    const session = unswept.openEditor(card.id, await tokenFor(editor.id, card.id));
    const staying = unswept.openEditor(card.id, await tokenFor(author.id, card.id));
    await Promise.all([synced(session), synced(staying)]);

    const suspended = await call(admin, "POST", `/Admin/Members/${editor.id}/Suspend`, { reason: "Spam" });
    expect(suspended.statusCode).toBe(200);
    await vi.waitFor(() => expect(session.closes).toContain("you may no longer edit this card"), {
      timeout: 2000,
    });
    expect(staying.closes).toEqual([]);
    expect(await refusalOf(card.id, await tokenFor(editor.id, card.id))).toMatch(/may not edit|no longer/);
  });
});
