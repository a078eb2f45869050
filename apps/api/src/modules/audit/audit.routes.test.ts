import { adminAuditLog } from "@keen/db";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildCard, buildUser, signTokenFor } from "../../test/factories";
import { buildComments } from "../discussions/testing";
import { paragraphDoc } from "../institutions/testing/harness";
import { buildMemberAdminApp } from "../member-admin/testing";

const { db } = await useTestDatabase();
const { app, admin, call } = await buildMemberAdminApp(db);

async function entriesFor(targetId: string) {
  const response = await call("admin", "GET", `/Admin/AuditLog?targetId=${targetId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { action: string; reason: string | null; target: { label: string } }[];
}

describe("the audit log of admin actions", () => {
  it("records institution proposal decisions with their reason", async () => {
    const ids: string[] = [];
    for (const name of ["Audit Approve", "Audit Reject"]) {
      const headers = bearer(await signTokenFor(await buildUser(db)));
      const proposal = await app.inject({
        method: "POST",
        url: "/InstitutionProposal",
        headers,
        payload: {
          name: `${name} ${crypto.randomUUID().slice(0, 6)}`,
          city: "Peoria",
          website: "https://x.edu",
        },
      });
      expect(proposal.statusCode, proposal.body).toBe(201);
      ids.push(proposal.json().id);
    }
    expect((await call("admin", "POST", `/InstitutionProposal/${ids[0]}/Approve`)).statusCode).toBe(200);
    const rejected = await call("admin", "POST", `/InstitutionProposal/${ids[1]}/Reject`, {
      reason: "Duplicate",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await entriesFor(ids[1]!)).toMatchObject([
      { action: "institution_proposal.rejected", reason: "Duplicate" },
    ]);
    expect(await entriesFor(ids[0]!)).toMatchObject([{ action: "institution_proposal.approved" }]);
  });

  it("records a CMS page becoming public and an admin removing someone's comment", async () => {
    const page = { title: "Audit page", content: paragraphDoc("x"), slug: `audit-${Date.now()}` };
    const created = await call("admin", "POST", "/CmsPage", page);
    expect(created.statusCode, created.body).toBe(201);
    const pageId = created.json().id as string;
    expect(await entriesFor(pageId)).toEqual([]);
    expect((await call("admin", "PUT", `/CmsPage/${pageId}`, { isActive: true })).statusCode).toBe(200);
    expect(await entriesFor(pageId)).toMatchObject([
      { action: "cms_page.published", target: { label: `Audit page (/${page.slug})` } },
    ]);

    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "published" });
    const [comment] = await buildComments(db, card.id, author, ["Buy cheap watches"]);
    const removed = await call("admin", "DELETE", `/Card/${card.id}/Comments/${comment!.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await entriesFor(comment!.id)).toMatchObject([
      { action: "comment.removed", target: { label: "“Buy cheap watches”" } },
    ]);
  });

  it("filters by action, actor and day, pages by cursor, and names a bad filter", async () => {
    const targets = await Promise.all([1, 2, 3].map(() => buildUser(db)));
    for (const target of targets) {
      await call("admin", "PUT", `/Admin/Members/${target.id}/Role`, { role: "reviewer" });
    }
    const today = new Date().toISOString().slice(0, 10);
    const base = `/Admin/AuditLog?action=member.role_changed&actorId=${admin.id}&from=${today}&to=${today}&limit=2`;
    const first = (await call("admin", "GET", base)).json();
    expect(first.items).toHaveLength(2);
    const second = (await call("admin", "GET", `${base}&cursor=${first.nextCursor}`)).json();
    const ids = [...first.items, ...second.items].map((e: { target: { id: string } }) => e.target.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const target of targets) expect(ids).toContain(target.id);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await call("admin", "GET", `/Admin/AuditLog?action=member.role_changed&from=${tomorrow}`);
    expect(later.json().items).toEqual([]);
    const forged = Buffer.from(JSON.stringify({ l: "audit", k: ["yesterday", "x"] })).toString("base64url");
    const cursor = await call("admin", "GET", `/Admin/AuditLog?cursor=${forged}`);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().details[0].field).toBe("cursor");
    const bad = await call("admin", "GET", "/Admin/AuditLog?action=member.deleted");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("action");
  });

  it("writes nothing when the action is refused", async () => {
    const before = await db.$count(adminAuditLog);
    const self = await call("admin", "POST", `/Admin/Members/${admin.id}/Suspend`, { reason: "Oops" });
    expect(self.statusCode).toBe(403);
    expect(await db.$count(adminAuditLog)).toBe(before);
  });
});
