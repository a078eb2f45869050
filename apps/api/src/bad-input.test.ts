import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { bearer, buildCard, buildTestApp, buildUser, signTokenFor } from "./test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const member = await buildUser(db);
const headers = bearer(await signTokenFor(member));
const card = await buildCard(db, { author: member, status: "published" });

/** The statuses and named fields of requests whose text PostgreSQL could not store. */
describe("bad input never answers 500", () => {
  it("answers 400 naming the field for a NUL byte in a body, a query or a path", async () => {
    const comment = await app.inject({
      method: "POST",
      url: `/Card/${card.id}/Comments`,
      headers,
      payload: { body: "a\u0000b" },
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().details[0].field).toBe("body");
    const lookup = await app.inject({ method: "GET", url: "/Lookup/Institutions?q=%00", headers });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().details[0].field).toBe("q");
  });

  it("answers 400 for half of a surrogate pair in a card field", async () => {
    const response = await app.inject({
      method: "PUT",
      url: `/Card/${card.id}`,
      headers: { ...headers, "content-type": "application/json" },
      payload: '{"baseRevision":0,"changes":{"title":"Bridges \\ud800"}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe("changes.title");
  });

  it("answers 400 to a multipart upload without a boundary", async () => {
    for (const url of [
      `/Card/${card.id}/Images`,
      `/Card/${card.id}/Attachments`,
      "/User/Me/ProfilePicture",
    ]) {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { ...headers, "content-type": "multipart/form-data" },
        payload: "no boundary here",
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
  });
});
