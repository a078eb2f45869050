import { toDocumentContent } from "@keen/card-doc";
import { cardDraftChangedChannel, normalizeContent, saveLiveDraft } from "@keen/cards";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db, url } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

const listener = new pg.Client({ connectionString: url });
await listener.connect();
await listener.query(`listen ${cardDraftChangedChannel}`);
afterAll(() => listener.end());
let heard: string[] = [];
listener.on("notification", (message) => heard.push(message.payload ?? ""));
beforeEach(() => {
  heard = [];
});

/**
 * The notices heard about `cardId` once a notice sent now would have arrived (one round trip
 * behind the listener). Notices about other cards (a late one from an earlier test on a busy
 * machine) are not this test's business.
 */
async function heardAbout(cardId: string): Promise<string[]> {
  const marker = `marker-${cardId}`;
  await db.execute(`select pg_notify('${cardDraftChangedChannel}', '${marker}')`);
  await expect.poll(() => heard.includes(marker), { timeout: 10_000 }).toBe(true);
  return heard.filter((payload) => payload === cardId);
}

/** Waits for the notice about `cardId` (delivery is asynchronous), then expects exactly one. */
async function expectNoticeAbout(cardId: string): Promise<void> {
  await expect.poll(() => heard.includes(cardId), { timeout: 10_000 }).toBe(true);
  expect(await heardAbout(cardId)).toEqual([cardId]);
}

describe("the card_draft_changed notice", () => {
  it("is sent by a REST save that changes the draft, and not by one that changes nothing", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, content: { title: "Same" } });

    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "Same" } });
    expect(await heardAbout(card.id)).toEqual([]);
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "Changed" } });
    await expectNoticeAbout(card.id);
  });

  it("is not sent for a refused save", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "First" } });
    await expectNoticeAbout(card.id);
    heard = [];
    const clash = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Second" },
    });
    expect(clash.statusCode).toBe(409);
    expect(await heardAbout(card.id)).toEqual([]);
  });

  it("is sent when the draft is reset to the published version", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "published" });
    const response = await call(author, "POST", `/Card/${card.id}/SyncLatestVersion`);
    expect(response.statusCode).toBe(200);
    await expectNoticeAbout(card.id);
  });

  it("is not sent for a save that came from the live document itself", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    const content = toDocumentContent(normalizeContent(card.draft));
    const saved = await saveLiveDraft(db, app.jobs, {
      cardId: card.id,
      userId: author.id,
      content: { ...content, title: "Typed live" },
    });
    expect(saved.draftRevision).toBe(1);
    expect(await heardAbout(card.id)).toEqual([]);
  });
});
