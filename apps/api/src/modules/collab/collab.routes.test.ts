import { cardDocumentName, collabColorOf } from "@keen/card-doc";
import { CollabTokenSchema } from "@keen/contracts";
import { collabShardOf, verifyCollabToken } from "@keen/server-kit";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildCardWithEditor, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "../cards/cards-test-client";

const secret = "collab-test-secret-0123456789abcdef";
const urls = ["ws://collab-0.test", "ws://collab-1.test", "ws://collab-2.test"];
const { db } = await useTestDatabase();
const app = await buildTestApp(db, { env: { COLLAB_SECRET: secret, COLLAB_URL: urls.join(",") } });
const call = cardsTestClient(app);

describe("GET /TipTap/token/{cardId}", () => {
  it("gives an editor a ten-minute token for the card, its shard's address and their caret", async () => {
    const { editor, card } = await buildCardWithEditor(db, {
      editor: await buildUser(db, { firstName: "Ada", lastName: "Lovelace" }),
    });

    const response = await call(editor, "GET", `/TipTap/token/${card.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = CollabTokenSchema.parse(response.json());
    expect(body).toMatchObject({
      url: urls[collabShardOf(card.id, urls.length)],
      documentName: cardDocumentName(card.id),
      user: { id: editor.id, name: "Ada Lovelace", color: collabColorOf(editor.id) },
    });
    const claims = await verifyCollabToken(secret, body.token);
    expect(claims).toEqual({ userId: editor.id, cardId: card.id, expiresAt: new Date(body.expiresAt) });
    const minutesLeft = (claims.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it("hands out every shard's address, each for the cards of its shard", async () => {
    const author = await buildUser(db);
    const seen = new Set<string>();
    // Cards fall on shards by hash: a few dozen reach all three all but surely (1 in 10^10 not).
    for (let i = 0; i < 60 && seen.size < urls.length; i++) {
      const card = await buildCard(db, { author });
      const { url } = CollabTokenSchema.parse((await call(author, "GET", `/TipTap/token/${card.id}`)).json());
      expect(url).toBe(urls[collabShardOf(card.id, urls.length)]);
      seen.add(url);
    }
    expect([...seen].sort()).toEqual(urls);
  });

  it("answers 400 for a card id that is not a UUID", async () => {
    const member = await buildUser(db);
    const response = await call(member, "GET", "/TipTap/token/not-a-card");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_error" });
  });

  it("is in the OpenAPI document with its response schema", async () => {
    const document = (await app.inject({ method: "GET", url: "/openapi.json" })).json();
    const operation = document.paths["/TipTap/token/{cardId}"].get;
    expect(operation.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "documentName",
    );
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
  });
});
