import { institutions } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildInstitution } from "../../test/factories";
import { buildAdminTestApp, callers, paragraphDoc } from "../institutions/testing/harness";

const { db } = await useTestDatabase();
const { call } = await buildAdminTestApp(db);

describe("GET /Partners", () => {
  it("answers everyone, with an empty introduction and the seeded partners before anything was saved", async () => {
    for (const caller of callers) {
      const response = await call(caller, "GET", "/Partners");
      expect(response.statusCode, caller).toBe(200);
      expect(response.json().abilities).toEqual({ edit: caller === "admin" });
    }
    const page = (await call("visitor", "GET", "/Partners")).json();
    expect(page).toMatchObject({ introHtml: "", updatedAt: null });
    expect(page.partners).toHaveLength(26);
    expect(page.partners[0]).toMatchObject({ name: "Arizona State University" });
  });
});

describe("PUT /Partners", () => {
  it.each([
    { caller: "visitor" as const, status: 401 },
    { caller: "member" as const, status: 403 },
    { caller: "admin" as const, status: 200 },
  ])("as $caller → $status", async ({ caller, status }) => {
    const response = await call(caller, "PUT", "/Partners", {
      intro: paragraphDoc("Our partners"),
      institutionIds: [],
    });
    expect(response.statusCode).toBe(status);
  });

  it("saves the sanitised introduction and exactly the given partners, in order", async () => {
    const [a, b, c] = [await buildInstitution(db), await buildInstitution(db), await buildInstitution(db)];
    const first = await call("admin", "PUT", "/Partners", {
      intro: paragraphDoc("<b>Partners</b>"),
      institutionIds: [c.id, a.id],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      introHtml: "<p>&lt;b&gt;Partners&lt;/b&gt;</p>",
      updatedAt: expect.any(String),
    });
    expect(first.json().partners.map((p: { id: string }) => p.id)).toEqual([c.id, a.id]);

    await call("admin", "PUT", "/Partners", { intro: paragraphDoc("Again"), institutionIds: [b.id, c.id] });
    const page = (await call("visitor", "GET", "/Partners")).json();
    expect(page.partners.map((p: { id: string }) => p.id)).toEqual([b.id, c.id]);
    expect(page.partners[0]).toMatchObject({ id: b.id, name: b.name, isPartner: true, logoUrl: null });
    const [dropped] = await db.select().from(institutions).where(eq(institutions.id, a.id));
    expect(dropped).toMatchObject({ isPartner: false, partnerPosition: null });
    expect((await call("visitor", "GET", `/Institution/${b.id}`)).json().isPartner).toBe(true);
  });

  it("changes nothing for an unknown or repeated institution (400 on institutionIds) or a bad intro", async () => {
    const partner = await buildInstitution(db);
    await call("admin", "PUT", "/Partners", { intro: paragraphDoc("Kept"), institutionIds: [partner.id] });
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const institutionIds of [[unknown], [partner.id, partner.id], ["nope"]]) {
      const response = await call("admin", "PUT", "/Partners", {
        intro: paragraphDoc("Lost"),
        institutionIds,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toMatch(/^institutionIds/);
    }
    const badIntro = await call("admin", "PUT", "/Partners", { intro: { type: "nope" }, institutionIds: [] });
    expect(badIntro.json().details[0].field).toMatch(/^intro/);
    const page = (await call("visitor", "GET", "/Partners")).json();
    expect(page.introHtml).toBe("<p>Kept</p>");
    expect(page.partners.map((p: { id: string }) => p.id)).toEqual([partner.id]);
  });
});
