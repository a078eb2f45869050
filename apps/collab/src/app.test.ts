import { buildCard, buildUser } from "@keen/api/test/factories";
import { setText } from "@keen/card-doc";
import { cards } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { startCollab, synced, tokenFor } from "./test/harness";

const { db, url: databaseUrl } = await useTestDatabase();
const collab = await startCollab(db, databaseUrl);
// A debounce far longer than the test: only the shutdown can save a change.
const closing = await startCollab(db, databaseUrl, { timing: { debounceMs: 60_000, maxDebounceMs: 60_000 } });

describe("the collab server", () => {
  it("answers /health and /ready (database and draft listener) beside the WebSockets", async () => {
    const { app } = collab;
    const health = await app.inject({ method: "GET", url: "/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", service: "collab" });
    const ready = await app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      service: "collab",
      checks: { database: "ok", draftListener: "ok" },
    });
  });

  it("answers /metrics with its connections, documents and pool", async () => {
    const response = await collab.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^keen_collab_connections \d+$/m);
    expect(response.body).toMatch(/^keen_collab_documents \d+$/m);
    expect(response.body).toMatch(/keen_db_pool_clients\{pool="main"\} \d+/);
  });

  it("saves what is pending before it shuts down", async () => {
    const { app } = closing;
    const author = await buildUser(db);
    const card = await buildCard(db, { author, content: { title: "Before" } });
    const editor = closing.openEditor(card.id, await tokenFor(author.id, card.id));
    await synced(editor);
    setText(editor.doc.getText("title"), "Saved at shutdown");
    await expect
      .poll(() => app.hocuspocus.debouncer.isDebounced(`onStoreDocument-card:${card.id}`))
      .toBe(true);

    await app.close();

    const [row] = await db.select({ draft: cards.draft }).from(cards).where(eq(cards.id, card.id));
    expect(row!.draft).toMatchObject({ title: "Saved at shutdown" });
    expect(app.hocuspocus.getDocumentsCount()).toBe(0);
  });
});
