import { notificationPreferences, notifications } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import {
  bearer,
  buildCard,
  buildInstitution,
  buildTestApp,
  buildUser,
  signTokenFor,
} from "../../test/factories";
import { createMemoryMailer } from "../../test/mail-fixtures";
import { emitNotification } from "./notification-events";
import { memberDigestJob, weeklyDigestJob } from "./notification-jobs";

const { db } = await useTestDatabase();
const mailer = createMemoryMailer();
const app = await buildTestApp(db, { deps: { mailer } });

beforeEach(() => {
  mailer.sent.length = 0;
});

async function listFor(user: { id: string }) {
  return db.select().from(notifications).where(eq(notifications.recipientId, user.id));
}

describe("notifications from card people", () => {
  it("tells a member added as co-author, and never the actor", async () => {
    const owner = await buildUser(db, { firstName: "Olga", lastName: "Owner" });
    const coAuthor = await buildUser(db);
    const card = await buildCard(db, { author: owner, content: { title: "Bridges of spaghetti" } });
    const response = await app.inject({
      method: "POST",
      url: `/Card/${card.id}/Authors`,
      headers: bearer(await signTokenFor(owner)),
      payload: { kind: "member", userId: coAuthor.id },
    });
    expect(response.statusCode).toBe(201);
    // Nothing before the job runs: the handler is a retried job, not inline.
    expect(await listFor(coAuthor)).toHaveLength(0);
    await app.jobs.runDue();
    const [n] = await listFor(coAuthor);
    expect(n).toMatchObject({
      type: "co_author_added",
      title: "Olga Owner added you as a co-author",
      body: "Bridges of spaghetti",
      link: `/card/${card.id}`,
      actorId: owner.id,
    });
    expect(await listFor(owner)).toHaveLength(0);
  });

  it("tells a member added as editor", async () => {
    const owner = await buildUser(db);
    const editor = await buildUser(db);
    const card = await buildCard(db, { author: owner });
    await app.inject({
      method: "POST",
      url: `/Card/${card.id}/Editors`,
      headers: bearer(await signTokenFor(owner)),
      payload: { userId: editor.id },
    });
    await app.jobs.runDue();
    expect((await listFor(editor))[0]?.title).toMatch(/added you as an editor$/);
  });

  it("sends nothing when the change fails (no job was recorded)", async () => {
    const owner = await buildUser(db);
    const coAuthor = await buildUser(db);
    const card = await buildCard(db, { author: owner, coAuthors: [coAuthor] });
    const response = await app.inject({
      method: "POST",
      url: `/Card/${card.id}/Authors`,
      headers: bearer(await signTokenFor(owner)),
      payload: { kind: "member", userId: coAuthor.id },
    });
    expect(response.statusCode).toBe(409);
    expect(await app.jobs.runDue()).toBe(0);
    expect(await listFor(coAuthor)).toHaveLength(0);
  });

  it("tells the other authors when a co-author publishes", async () => {
    const first = await buildUser(db);
    const second = await buildUser(db, { firstName: "Sam", lastName: "Second" });
    const third = await buildUser(db);
    const card = await buildCard(db, { author: first, coAuthors: [second, third] });
    const response = await app.inject({
      method: "POST",
      url: `/Card/${card.id}/Publish`,
      headers: bearer(await signTokenFor(second)),
    });
    expect(response.statusCode).toBe(200);
    await app.jobs.runDue();
    for (const author of [first, third]) {
      expect((await listFor(author))[0]).toMatchObject({
        type: "card_published",
        title: "Sam Second published a card you author",
      });
    }
    expect(await listFor(second)).toHaveLength(0);
  });
});

describe("notifications of institution roles", () => {
  it("tells members named fellow, KEEN leader or rising star", async () => {
    const admin = await buildUser(db, { role: "admin" });
    const institution = await buildInstitution(db, { name: "Rose-Hulman Institute" });
    const fellow = await buildUser(db);
    const leader = await buildUser(db);
    const headers = bearer(await signTokenFor(admin));
    await app.inject({
      method: "POST",
      url: `/Institution/${institution.id}/Fellows`,
      headers,
      payload: { userId: fellow.id, year: 2026 },
    });
    await app.inject({
      method: "POST",
      url: `/Institution/${institution.id}/KeenLeaders/${leader.id}`,
      headers,
    });
    await app.jobs.runDue();
    expect((await listFor(fellow))[0]).toMatchObject({
      type: "institution_role",
      title: "You are now a fellow of Rose-Hulman Institute",
      link: `/institution/${institution.id}`,
    });
    expect((await listFor(leader))[0]?.title).toBe("You are now a KEEN leader of Rose-Hulman Institute");
  });
});

describe("channels", () => {
  async function notifyCoAuthor(recipient: { id: string }) {
    const actor = await buildUser(db);
    const card = await buildCard(db, { author: actor });
    await db.transaction((tx) =>
      emitNotification(app.jobs, tx, {
        type: "co_author_added",
        actorId: actor.id,
        recipientIds: [recipient.id, actor.id],
        cardId: card.id,
        role: "author",
      }),
    );
    await app.jobs.runDue();
  }

  it("e-mails once when the member chose e-mail (the default here), with an unsubscribe link", async () => {
    const recipient = await buildUser(db, { firstName: "Erin" });
    await notifyCoAuthor(recipient);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe(recipient.email);
    expect(mail?.subject).toMatch(/added you as a co-author/);
    expect(mail?.text).toContain("Hello Erin,");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(/\/unsubscribe\?token=/);
    const [n] = await listFor(recipient);
    expect(n?.emailedAt).not.toBeNull();
    // A retried or repeated e-mail job sends nothing more.
    await app.jobs.send({ name: "notifications.email" }, { notificationId: n!.id });
    await app.jobs.runDue();
    expect(mailer.sent).toHaveLength(1);
  });

  it("stores but does not e-mail with in_app, and stores nothing with off", async () => {
    const inApp = await buildUser(db);
    const off = await buildUser(db);
    await db.insert(notificationPreferences).values([
      { userId: inApp.id, type: "co_author_added", channel: "in_app" },
      { userId: off.id, type: "co_author_added", channel: "off" },
    ]);
    await notifyCoAuthor(inApp);
    await notifyCoAuthor(off);
    expect(await listFor(inApp)).toHaveLength(1);
    expect(await listFor(off)).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it("retries a failed e-mail after a backoff and sends it once the mail server is back", async () => {
    const recipient = await buildUser(db);
    mailer.failNext(1);
    await notifyCoAuthor(recipient);
    expect(mailer.sent).toHaveLength(0);
    const [retry] = await app.jobs.findJobs("notifications.email", "retry");
    expect(retry).toBeDefined();
    // The retry waits out its backoff (5 s and up) instead of running at once…
    expect(retry!.startAfter.getTime()).toBeGreaterThan(Date.now() + 3000);
    expect(await app.jobs.runDue()).toBe(0);
    // …then runs (moved forward here rather than waited for).
    await db.execute(sql`update pgboss.job set start_after = now() where id = ${retry!.id}`);
    await app.jobs.runDue();
    expect(mailer.sent.map((m) => m.to)).toEqual([recipient.email]);
  });

  it("unsubscribes from a type through the e-mail's link, without signing in", async () => {
    const recipient = await buildUser(db);
    await notifyCoAuthor(recipient);
    const link = mailer.sent[0]?.headers?.["List-Unsubscribe"] ?? "";
    const token = new URL(link.slice(1, -1)).searchParams.get("token");
    const response = await app.inject({
      method: "POST",
      url: "/Notifications/Unsubscribe",
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: "co_author_added", channel: "in_app" });
    mailer.sent.length = 0;
    await notifyCoAuthor(recipient);
    expect(mailer.sent).toHaveLength(0);
    expect(await listFor(recipient)).toHaveLength(2);
  });

  it("refuses a forged or damaged unsubscribe token with a clear 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/Notifications/Unsubscribe",
      payload: { token: "bm90LWEtdXNlcjpjb19hdXRob3JfYWRkZWQ.forged-signature" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_error", details: [{ field: "token" }] });
  });
});

describe("weekly digest", () => {
  it("e-mails one digest of the week's unread notifications, once", async () => {
    const reader = await buildUser(db, { firstName: "Dana" });
    const quiet = await buildUser(db);
    await db.insert(notifications).values([
      { recipientId: reader.id, type: "card_published", title: "A card was published", body: "Truss lab" },
      { recipientId: reader.id, type: "co_author_added", title: "You were added", body: "Gears" },
      { recipientId: quiet.id, type: "card_published", title: "Read already", readAt: new Date() },
    ]);
    await app.jobs.send(weeklyDigestJob, {});
    await app.jobs.runDue();
    // Members of the other tests here have unread notifications too: look at these two.
    const digests = mailer.sent.filter(
      (m) => m.subject.startsWith("Your week") && [reader.email, quiet.email].includes(m.to),
    );
    expect(digests.map((m) => m.to)).toEqual([reader.email]);
    expect(digests[0]?.subject).toBe("Your week on KEEN Cards: 2 unread notifications");
    expect(digests[0]?.text).toContain("• A card was published — Truss lab");
    // Run again the same week (a retry, a second replica): no second digest.
    await app.jobs.send(memberDigestJob, { userId: reader.id });
    await app.jobs.runDue();
    expect(
      mailer.sent.filter((m) => m.to === reader.email && m.subject.startsWith("Your week")),
    ).toHaveLength(1);
  });
});

describe("message notifications fold per conversation", () => {
  it("keeps one unread notification per group key, refreshed", async () => {
    const { createNotifications } = await import("./create-notifications");
    const recipient = await buildUser(db);
    const actor = await buildUser(db);
    const text = { type: "direct_message" as const, link: "/messages/x", groupKey: "room:x" };
    for (const body of ["first", "second"]) {
      await db.transaction((tx) =>
        createNotifications(tx, app.jobs, {
          ...text,
          title: "New message",
          body,
          recipientIds: [recipient.id],
          actorId: actor.id,
        }),
      );
    }
    const rows = await listFor(recipient);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toBe("second");
  });
});
