import { adminAuditLog, cardComments, moderationItems } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { bearer, buildCard, buildUser, signTokenFor } from "../../test/factories";
import { buildComments } from "../discussions/testing";
import { buildMemberAdminApp, type Caller } from "../member-admin/testing";

const { db } = await useTestDatabase();
const { app, call } = await buildMemberAdminApp(db);

async function reportedComment() {
  const author = await buildUser(db);
  const card = await buildCard(db, { author, status: "published" });
  const [comment] = await buildComments(db, card.id, author, ["Buy cheap pills at spam.example"]);
  return { author, card, comment: comment! };
}

async function postReport(reporter: Member, payload: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: "/Report",
    headers: bearer(await signTokenFor(reporter)),
    payload,
  });
}

async function reportAs(targetId: string, reason = "spam", targetType = "comment") {
  const reporter = await buildUser(db);
  const response = await postReport(reporter, { targetType, targetId, reason, note: "Looks like spam" });
  return { reporter, response };
}

describe("POST /Report", () => {
  it("opens an item with the content as reported; a second report by the same member is a 409", async () => {
    const { comment } = await reportedComment();
    const { reporter, response } = await reportAs(comment.id);
    expect(response.statusCode, response.body).toBe(201);
    await db
      .update(cardComments)
      .set({ body: "Edited to look innocent" })
      .where(eq(cardComments.id, comment.id));
    const again = await postReport(reporter, {
      targetType: "comment",
      targetId: comment.id,
      reason: "other",
    });
    expect(again.statusCode).toBe(409);
    const [item] = await db.select().from(moderationItems).where(eq(moderationItems.targetId, comment.id));
    expect(item).toMatchObject({ snapshotText: "Buy cheap pills at spam.example", hiddenAt: null });
  });

  it("names the bad field, refuses one's own content and unknown items", async () => {
    const { author, comment } = await reportedComment();
    const bad = await reportAs(comment.id, "rude");
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.body).toContain("reason");
    const own = await postReport(author, { targetType: "comment", targetId: comment.id, reason: "spam" });
    expect(own.statusCode).toBe(403);
    expect((await reportAs(author.id, "spam", "card")).response.statusCode).toBe(404);
  });

  it("hides the content after three distinct reporters, and the admin's queue lists it with its reports", async () => {
    const { comment } = await reportedComment();
    for (let i = 0; i < 3; i++) expect((await reportAs(comment.id)).response.statusCode).toBe(201);
    const { items } = (await call("admin", "GET", "/Admin/Reports?limit=50")).json();
    const item = items.find((entry: { targetId: string }) => entry.targetId === comment.id);
    expect(item).toMatchObject({ targetType: "comment", isHidden: true });
    expect(item.reports).toHaveLength(3);
  });

  it("shows a hidden comment to its author and admins only; others get no author and no words", async () => {
    const { author, card, comment } = await reportedComment();
    for (let i = 0; i < 3; i++) await reportAs(comment.id);
    const url = `/Card/${card.id}/Comments`;
    const asOther = (await call("member", "GET", url)).json().items[0];
    expect(asOther).toMatchObject({ id: comment.id, isHidden: true, body: "", author: null });
    const asAdmin = (await call("admin", "GET", url)).json().items[0];
    expect(asAdmin).toMatchObject({ isHidden: true, body: comment.body });
    const headers = bearer(await signTokenFor(author));
    const asAuthor = (await app.inject({ method: "GET", url, headers })).json().items[0];
    expect(asAuthor).toMatchObject({ isHidden: true, body: comment.body });
  });
});

describe("POST /Admin/Reports/{id}/Action", () => {
  it("removes a comment, audits it, and a decided item takes no second decision", async () => {
    const { comment } = await reportedComment();
    await reportAs(comment.id);
    const [item] = await db.select().from(moderationItems).where(eq(moderationItems.targetId, comment.id));
    const removed = await call("admin", "POST", `/Admin/Reports/${item!.id}/Action`, { action: "remove" });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ decision: "removed", isHidden: true });
    const [row] = await db.select().from(cardComments).where(eq(cardComments.id, comment.id));
    expect(row?.removedBy).not.toBeNull();
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, item!.id));
    expect(audit.map((entry) => entry.action)).toEqual(["report.removed"]);
    const again = await call("admin", "POST", `/Admin/Reports/${item!.id}/Action`, { action: "dismiss" });
    expect(again.statusCode).toBe(409);
  });

  it("warns with a note (400 naming note without one) and suspends the author", async () => {
    const { author, comment } = await reportedComment();
    await reportAs(comment.id);
    const [item] = await db.select().from(moderationItems).where(eq(moderationItems.targetId, comment.id));
    const url = `/Admin/Reports/${item!.id}/Action`;
    const noNote = await call("admin", "POST", url, { action: "warn" });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain("note");
    expect((await call("admin", "POST", url, { action: "warn", note: "Please stop" })).statusCode).toBe(200);
    expect((await call("admin", "POST", url, { action: "suspend", note: "Spam links" })).statusCode).toBe(
      200,
    );
    const members = (await call("admin", "GET", `/Admin/Members?q=${author.lastName}`)).json();
    expect(members.items.find((m: { id: string }) => m.id === author.id)?.status).toBe("suspended");
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, item!.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["report.suspended", "report.warned"]);
  });
});

describe("reports: who may call", () => {
  const admins: Record<Caller, number> = { visitor: 401, member: 403, reviewer: 403, admin: 200 };
  it.each(Object.entries(admins) as [Caller, number][])(
    "GET /Admin/Reports: %s gets %i",
    async (caller, status) => {
      expect((await call(caller, "GET", "/Admin/Reports")).statusCode).toBe(status);
    },
  );

  it.each(Object.entries(admins) as [Caller, number][])(
    "POST /Admin/Reports/{id}/Action: %s gets %i",
    async (caller, status) => {
      const { comment } = await reportedComment();
      await reportAs(comment.id);
      const [item] = await db.select().from(moderationItems).where(eq(moderationItems.targetId, comment.id));
      const response = await call(caller, "POST", `/Admin/Reports/${item!.id}/Action`, { action: "dismiss" });
      expect(response.statusCode).toBe(status);
    },
  );

  it.each([
    ["visitor", 401],
    ["member", 201],
    ["reviewer", 201],
    ["admin", 201],
  ] as [Caller, number][])("POST /Report: %s gets %i", async (caller, status) => {
    const { comment } = await reportedComment();
    const response = await call(caller, "POST", "/Report", {
      targetType: "comment",
      targetId: comment.id,
      reason: "spam",
    });
    expect(response.statusCode).toBe(status);
  });
});
