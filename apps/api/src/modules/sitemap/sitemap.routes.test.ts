import { emptyRichText } from "@keen/contracts";
import { cards, cmsPages } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import {
  bearer,
  buildCard,
  buildInstitution,
  buildTestApp,
  buildUser,
  signTokenFor,
} from "../../test/factories";

const { db } = await useTestDatabase();
const open = await buildTestApp(db);
const membersOnly = await buildTestApp(db, { env: { LIBRARY_ACCESS: "members" } });

const author = await buildUser(db);
const published = await buildCard(db, { author, status: "published" });
const draft = await buildCard(db, { author });
const hidden = await buildCard(db, { author, status: "published" });
await db.update(cards).set({ status: "unpublished" }).where(eq(cards.id, hidden.id));
const deleted = await buildCard(db, { author, status: "published", isDeleted: true });
const institution = await buildInstitution(db);
const page = (slug: string, isActive: boolean) => ({
  slug,
  title: slug,
  content: emptyRichText,
  isActive,
});
await db.insert(cmsPages).values([page("sitemap-live", true), page("sitemap-hidden", false)]);

describe("GET /Sitemap", () => {
  it("lists published cards with their last publication, institutions and active CMS pages, to anyone", async () => {
    const member = bearer(await signTokenFor(author));
    for (const headers of [{}, member]) {
      const response = await open.inject({ method: "GET", url: "/Sitemap", headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const cardIds = body.cards.map((card: { id: string }) => card.id);
      expect(cardIds).toContain(published.id);
      for (const id of [draft.id, hidden.id, deleted.id]) expect(cardIds).not.toContain(id);
      expect(body.cards.find((card: { id: string }) => card.id === published.id).lastModified).toMatch(
        /^\d{4}-\d\d-\d\dT/,
      );
      expect(body.institutions.map((item: { id: string }) => item.id)).toContain(institution.id);
      const slugs = body.pages.map((item: { slug: string }) => item.slug);
      expect(slugs).toContain("sitemap-live");
      expect(slugs).not.toContain("sitemap-hidden");
    }
  });

  it("lists no cards in a members-only library, but still its public pages", async () => {
    const response = await membersOnly.inject({ method: "GET", url: "/Sitemap" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cards).toEqual([]);
    expect(body.institutions.map((item: { id: string }) => item.id)).toContain(institution.id);
    expect(body.pages.map((item: { slug: string }) => item.slug)).toContain("sitemap-live");
  });
});
