import { toDocumentContent } from "@keen/card-doc";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser } from "../../test/factories";
import { normalizeContent } from "./card-content";
import { cardDraftChangedChannel } from "./card-draft-changed";
import { cardsTestClient } from "./cards-test-client";
import { saveLiveDraft } from "./save-live-draft";

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

/** What was heard once a notice sent now would have arrived (one round trip behind the listener). */
async function heardSoFar(): Promise<string[]> {
  await db.execute(`select pg_notify('${cardDraftChangedChannel}', 'marker')`);
  await expect.poll(() => heard.includes("marker")).toBe(true);
  return heard.filter((payload) => payload !== "marker");
}

describe("the card_draft_changed notice", () => {
  it("is sent by a REST save that changes the draft, and not by one that changes nothing", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, content: { title: "Same" } });

    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "Same" } });
    expect(await heardSoFar()).toEqual([]);
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "Changed" } });
    expect(await heardSoFar()).toEqual([card.id]);
  });

  it("is not sent for a refused save", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    await call(author, "PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { title: "First" } });
    expect(await heardSoFar()).toEqual([card.id]);
    heard = [];
    const clash = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Second" },
    });
    expect(clash.statusCode).toBe(409);
    expect(await heardSoFar()).toEqual([]);
  });

  it("is sent when the draft is reset to the published version", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "published" });
    const response = await call(author, "POST", `/Card/${card.id}/SyncLatestVersion`);
    expect(response.statusCode).toBe(200);
    expect(await heardSoFar()).toEqual([card.id]);
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
    expect(await heardSoFar()).toEqual([]);
  });
});
