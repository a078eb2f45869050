import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildInstitution, buildUser } from "../../test/factories";
import { buildAdminTestApp, paragraphDoc } from "../institutions/testing/harness";

const { db } = await useTestDatabase();
const { call } = await buildAdminTestApp(db);

describe("GET /Admin/Overview", () => {
  it("answers 401 to visitors and 403 to members", async () => {
    expect((await call("visitor", "GET", "/Admin/Overview")).statusCode).toBe(401);
    expect((await call("member", "GET", "/Admin/Overview")).statusCode).toBe(403);
  });

  it("counts members, cards by status, institutions and pages, and follows changes", async () => {
    const before = (await call("admin", "GET", "/Admin/Overview")).json();
    const author = await buildUser(db);
    await buildUser(db, { role: "reviewer" });
    await buildCard(db, { author });
    await buildCard(db, { author, status: "published" });
    await buildCard(db, { author, status: "published" });
    await buildCard(db, { author, status: "unpublished" });
    await buildCard(db, { author, status: "published", isDeleted: true });
    const partner = await buildInstitution(db);
    await call("admin", "PUT", "/Partners", { intro: paragraphDoc("Hi"), institutionIds: [partner.id] });
    const page = { title: "T", content: paragraphDoc("x") };
    await call("admin", "POST", "/CmsPage", { ...page, slug: "overview-active", isActive: true });
    await call("admin", "POST", "/CmsPage", { ...page, slug: "overview-inactive" });

    const response = await call("admin", "GET", "/Admin/Overview");
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.members).toEqual({
      total: before.members.total + 2,
      admins: before.members.admins,
      reviewers: before.members.reviewers + 1,
    });
    expect(after.cards).toEqual({
      draft: before.cards.draft + 1,
      published: before.cards.published + 2,
      unpublished: before.cards.unpublished + 1,
      deleted: before.cards.deleted + 1,
    });
    expect(after.institutions).toEqual({ total: before.institutions.total + 1, partners: 1 });
    expect(after.cmsPages).toEqual({
      active: before.cmsPages.active + 1,
      inactive: before.cmsPages.inactive + 1,
    });
  });
});

describe("OpenAPI", () => {
  it("documents the institutions, CMS, partner and admin paths", async () => {
    const paths = Object.keys((await call("visitor", "GET", "/openapi.json")).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/Institution",
        "/Institution/{id}",
        "/Institution/{id}/Logo",
        "/Institution/{id}/Statistics",
        "/Institution/{id}/FeaturedCards/{cardId}",
        "/Institution/{id}/FeaturedCards/Reorder",
        "/Institution/{id}/KeenLeaders/{userId}",
        "/Institution/{id}/KeenLeaders/Reorder",
        "/Institution/{id}/RisingStars/{userId}",
        "/Institution/{id}/RisingStars/Reorder",
        "/Institution/{id}/Fellows",
        "/Institution/{id}/Fellows/Batch",
        "/Institution/{id}/Fellows/{userId}",
        "/Institution/{id}/Fellows/Reorder",
        "/CmsPage",
        "/CmsPage/active",
        "/CmsPage/{id}",
        "/CmsPage/by-slug/{slug}",
        "/Partners",
        "/Admin/Overview",
      ]),
    );
  });
});
