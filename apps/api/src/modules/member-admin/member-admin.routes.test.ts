import { idpTokenCutoffs, users } from "@keen/db";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildCard, buildInstitution, buildUser, signTokenFor } from "../../test/factories";
import { buildMemberAdminApp } from "./testing";

const { db } = await useTestDatabase();
const { app, mailer, admin, call } = await buildMemberAdminApp(db);

beforeEach(() => {
  mailer.sent.length = 0;
});

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("GET /Admin/Members", () => {
  it("finds members by name, email and institution, with role, status and their cards", async () => {
    const institution = await buildInstitution(db, { name: `Olin Findable ${Date.now()}` });
    const author = await buildUser(db, { firstName: "Zelda", lastName: "Quasar" });
    await db.execute(
      `insert into user_institutions (user_id, institution_id) values ('${author.id}', '${institution.id}')`,
    );
    await buildCard(db, { author });
    await buildCard(db, { author, status: "published" });
    await buildCard(db, { author, isDeleted: true });

    for (const q of ["zelda quas", author.email.slice(0, 14), institution.name.slice(0, 14)]) {
      const { items } = (await call("admin", "GET", `/Admin/Members?q=${encodeURIComponent(q)}`)).json();
      expect(items.map((m: { id: string }) => m.id)).toContain(author.id);
    }
    const { items } = (await call("admin", "GET", `/Admin/Members?q=Quasar`)).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      role: "member",
      status: "active",
      suspension: null,
      institution: institution.name,
      cardCount: 2,
      lastSeenAt: null,
      abilities: { changeRole: true, suspend: true, reactivate: false },
    });
  });

  it("filters by role, status and join date, and pages by cursor without repeats", async () => {
    const tag = `Pager${Date.now()}`;
    for (let i = 0; i < 5; i++) await buildUser(db, { lastName: `${tag} ${i}`, role: "reviewer" });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/Admin/Members?q=${tag}&role=reviewer&sort=name&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await call("admin", "GET", query)).json();
      seen.push(...page.items.map((m: { lastName: string }) => m.lastName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([0, 1, 2, 3, 4].map((i) => `${tag} ${i}`));

    const none = (await call("admin", "GET", `/Admin/Members?q=${tag}&role=admin`)).json();
    expect(none.items).toEqual([]);
    const tomorrow = later(1).slice(0, 10);
    const future = (await call("admin", "GET", `/Admin/Members?q=${tag}&joinedFrom=${tomorrow}`)).json();
    expect(future.items).toEqual([]);
    const suspended = (await call("admin", "GET", `/Admin/Members?q=${tag}&status=suspended`)).json();
    expect(suspended.items).toEqual([]);
  });

  it("answers 400 naming the field for a bad filter or cursor", async () => {
    const bad = await call("admin", "GET", "/Admin/Members?role=owner");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain("role");
    for (const joinedFrom of ["yesterday", "0000-01-01"]) {
      const date = await call("admin", "GET", `/Admin/Members?joinedFrom=${joinedFrom}`);
      expect(date.statusCode).toBe(400);
      expect(date.json().details[0].field).toBe("joinedFrom");
    }
    const forged = Buffer.from(JSON.stringify({ l: "members:joined_desc", k: ["soon", "me"] })).toString(
      "base64url",
    );
    for (const value of ["bm9wZQ", forged]) {
      const cursor = await call("admin", "GET", `/Admin/Members?cursor=${value}`);
      expect(cursor.statusCode).toBe(400);
      expect(cursor.json().details[0].field).toBe("cursor");
    }
  });
});

describe("PUT /Admin/Members/{id}/Role", () => {
  it("changes the role, audits it with who and why, and e-mails the member", async () => {
    const target = await buildUser(db, { firstName: "Rita" });
    const response = await call("admin", "PUT", `/Admin/Members/${target.id}/Role`, {
      role: "reviewer",
      reason: "Chairs the review board",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe("reviewer");
    const log = (await call("admin", "GET", `/Admin/AuditLog?targetId=${target.id}`)).json();
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: "member.role_changed",
      actor: { id: admin.id, name: "Ada Admin" },
      target: { type: "member", id: target.id, label: `Rita ${target.lastName}` },
      reason: "Chairs the review board",
      details: { from: "member", to: "reviewer" },
    });
    await app.jobs.runDue();
    expect(mailer.sent.find((m) => m.to === target.email)?.subject).toBe(
      "Your role on KEEN Cards is now reviewer",
    );
  });

  it("refuses an admin's own role (403)", async () => {
    const own = await call("admin", "PUT", `/Admin/Members/${admin.id}/Role`, { role: "member" });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/own role/);
  });

  it("keeps the last admin when two admins demote each other at once", async () => {
    await db.update(users).set({ role: "reviewer" }).where(eq(users.role, "admin"));
    const [first, second] = [await buildUser(db, { role: "admin" }), await buildUser(db, { role: "admin" })];
    const demote = async (by: typeof first, whom: typeof first) =>
      app.inject({
        method: "PUT",
        url: `/Admin/Members/${whom.id}/Role`,
        headers: bearer(await signTokenFor(by)),
        payload: { role: "member" },
      });
    const statuses = (await Promise.all([demote(first, second), demote(second, first)])).map(
      (r) => r.statusCode,
    );
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    await db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    // The loser is refused either by the count (409) or, when it started after the winner
    // committed, as no longer an admin (403).
    expect(statuses.sort()[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(admins).toHaveLength(1);
  });

  it("answers 400 for an unknown role and 404 for an unknown member", async () => {
    const target = await buildUser(db);
    const bad = await call("admin", "PUT", `/Admin/Members/${target.id}/Role`, { role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("role");
    const unknown = await call("admin", "PUT", `/Admin/Members/${crypto.randomUUID()}/Role`, {
      role: "member",
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("suspension", () => {
  it("suspends with a reason and an end: the member's token stops working, the IdP cutoff is set, e-mail sent", async () => {
    const target = await buildUser(db);
    const token = bearer(await signTokenFor(target));
    expect((await app.inject({ method: "GET", url: "/User/me", headers: token })).statusCode).toBe(200);
    const until = later(7);
    const response = await call("admin", "POST", `/Admin/Members/${target.id}/Suspend`, {
      reason: "Posted spam links",
      until,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "suspended",
      suspension: { reason: "Posted spam links", until },
      abilities: { suspend: false, reactivate: true },
    });
    expect((await app.inject({ method: "GET", url: "/User/me", headers: token })).statusCode).toBe(401);
    const [cutoff] = await db
      .select()
      .from(idpTokenCutoffs)
      .where(eq(idpTokenCutoffs.subject, target.subject));
    expect(cutoff?.notBefore.getTime()).toBeGreaterThan(Date.now() - 5000);
    // Without the cutoff (tokens minted after it), the suspension itself still refuses them.
    const pastCutoff = { notBefore: new Date(Date.now() - 60_000) };
    await db.update(idpTokenCutoffs).set(pastCutoff).where(eq(idpTokenCutoffs.subject, target.subject));
    expect((await app.inject({ method: "GET", url: "/User/me", headers: token })).statusCode).toBe(401);
    // Their public profile says nothing of it.
    const profile = await app.inject({ method: "GET", url: `/User/${target.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toMatch(/suspen/i);
    await app.jobs.runDue();
    const mail = mailer.sent.find((m) => m.to === target.email);
    expect(mail?.subject).toBe("Your KEEN Cards account is suspended");
    expect(mail?.text).toContain("Reason: Posted spam links");

    expect(
      (await call("admin", "POST", `/Admin/Members/${target.id}/Suspend`, { reason: "Again" })).statusCode,
    ).toBe(409);
    const back = await call("admin", "POST", `/Admin/Members/${target.id}/Reactivate`, {
      reason: "Appeal upheld",
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: "active", suspension: null });
    expect((await app.inject({ method: "GET", url: "/User/me", headers: token })).statusCode).toBe(200);
    const log = (await call("admin", "GET", `/Admin/AuditLog?targetId=${target.id}`)).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      "member.reactivated",
      "member.suspended",
    ]);
    await app.jobs.runDue();
    expect(mailer.sent.map((m) => m.subject)).toContain("Your KEEN Cards account is active again");
  });

  it("ends on its own at its end date", async () => {
    const target = await buildUser(db);
    await db
      .update(users)
      .set({ suspendedAt: new Date(Date.now() - 7200_000), suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, target.id));
    const token = bearer(await signTokenFor(target));
    expect((await app.inject({ method: "GET", url: "/User/me", headers: token })).statusCode).toBe(200);
    const { items } = (
      await call("admin", "GET", `/Admin/Members?q=${encodeURIComponent(target.lastName)}`)
    ).json();
    expect(items[0].status).toBe("active");
  });

  it("refuses oneself (403), an end in the past and a missing reason (400 naming the field)", async () => {
    expect(
      (await call("admin", "POST", `/Admin/Members/${admin.id}/Suspend`, { reason: "Test" })).statusCode,
    ).toBe(403);
    const target = await buildUser(db);
    const past = await call("admin", "POST", `/Admin/Members/${target.id}/Suspend`, {
      reason: "Spam",
      until: later(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().details[0].field).toBe("until");
    const noReason = await call("admin", "POST", `/Admin/Members/${target.id}/Suspend`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe("reason");
    expect((await call("admin", "POST", `/Admin/Members/${target.id}/Reactivate`, {})).statusCode).toBe(409);
  });

  it("records when a member was last seen", async () => {
    const target = await buildUser(db);
    await app.inject({ method: "GET", url: "/User/me", headers: bearer(await signTokenFor(target)) });
    const [row] = await db
      .select({ lastSeenAt: users.lastSeenAt })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row?.lastSeenAt).toBeInstanceOf(Date);
  });
});
