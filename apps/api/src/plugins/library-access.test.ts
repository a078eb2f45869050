import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { bearer, buildCard, buildCardFile, buildTestApp, buildUser, signTokenFor } from "../test/factories";

const { db } = await useTestDatabase();
const open = await buildTestApp(db);
const membersOnly = await buildTestApp(db, { env: { LIBRARY_ACCESS: "members" } });

const author = await buildUser(db);
const card = await buildCard(db, { author, status: "published" });
const draft = await buildCard(db, { author });
const { blobId } = await buildCardFile(db, card.id, author, "attachment");
const reads = [
  `/Card/${card.id}`,
  `/Card/${card.id}/Published`,
  `/Card/${card.id}/Comments`,
  `/Card/${card.id}/Feedback`,
  `/Card/${card.id}/Citation?format=apa`,
  `/Card?pageSize=5`,
  `/User/${author.id}`,
];

describe("who reads the library (LIBRARY_ACCESS)", () => {
  it("lets visitors read published cards and public profiles when it is public, never drafts or writes", async () => {
    for (const url of reads) {
      expect((await open.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
    const profile = (await open.inject({ method: "GET", url: `/User/${author.id}` })).json();
    expect(profile).not.toHaveProperty("email");
    expect((await open.inject({ method: "GET", url: `/Card/${draft.id}` })).statusCode).toBe(401);
    expect((await open.inject({ method: "POST", url: `/Card/${card.id}/Bookmark` })).statusCode).toBe(401);
    expect((await open.inject({ method: "GET", url: "/Card/Bookmarked" })).statusCode).toBe(401);
  });

  it("asks visitors to sign in for everything in a members-only library, and serves members as before", async () => {
    for (const url of [...reads, `/File/${blobId}/Content`]) {
      expect((await membersOnly.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    const member = bearer(await signTokenFor(await buildUser(db)));
    for (const url of reads) {
      expect((await membersOnly.inject({ method: "GET", url, headers: member })).statusCode, url).toBe(200);
    }
  });

  it("gives a visitor only a link preview of a card in a members-only library: no authors or rating", async () => {
    const url = `/Card/${card.id}/Preview`;
    const visitor = (await membersOnly.inject({ method: "GET", url })).json();
    expect(Object.keys(visitor).sort()).toEqual(
      ["coverImageUrl", "firstPublishedAt", "id", "publishedAt", "summary", "title", "versionNumber"].sort(),
    );
    const member = bearer(await signTokenFor(await buildUser(db)));
    const full = (await membersOnly.inject({ method: "GET", url, headers: member })).json();
    expect(full).toHaveProperty("authors");
    expect((await open.inject({ method: "GET", url })).json()).toHaveProperty("ratingCount");
  });
});
