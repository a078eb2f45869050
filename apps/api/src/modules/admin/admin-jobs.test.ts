import { adminAuditLog, notifications } from "@keen/db";
import { findJobById } from "@keen/jobs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildUser, headersForCast } from "../../test/factories";
import { buildAdminTestApp } from "../institutions/testing/harness";
import { notificationEmailJob } from "../notifications/create-notifications";

const { db } = await useTestDatabase();
const { app, member, admin } = await buildAdminTestApp(db);
const reviewer = await buildUser(db, { role: "reviewer" });
const headersFor = await headersForCast({ member, reviewer, admin });
type Caller = "visitor" | "member" | "reviewer" | "admin";
const call = (caller: Caller, method: "GET" | "POST" | "DELETE", url: string) =>
  app.inject({ method, url, headers: headersFor(caller) });

/** A notification e-mail job that failed for good with `error`, as pg-boss keeps one once its retries are spent. */
async function buildFailedJob(error: string): Promise<string> {
  const recipient = await buildUser(db);
  const [row] = await db
    .insert(notifications)
    .values({ recipientId: recipient.id, type: "co_author_added", title: "x" })
    .returning();
  await app.jobs.send(notificationEmailJob, { notificationId: row!.id });
  const [job] = await app.jobs.boss.fetch(notificationEmailJob.name);
  await db.execute(sql`update pgboss.job set retry_limit = 0 where id = ${job!.id}`);
  await app.jobs.boss.fail(notificationEmailJob.name, job!.id, { message: error });
  return job!.id;
}

describe("authorization of the jobs routes", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const routes = [
    ["GET", "/Admin/Jobs", 200],
    ["GET", "/Admin/Jobs/Failed", 200],
    ["POST", `/Admin/Jobs/${someId}/Retry`, 404],
    ["DELETE", `/Admin/Jobs/${someId}`, 404],
  ] as const;
  it.each(routes)(
    "%s %s: visitor 401, member 403, reviewer 403, admin passes",
    async (method, url, forAdmin) => {
      expect((await call("visitor", method, url)).statusCode).toBe(401);
      expect((await call("member", method, url)).statusCode).toBe(403);
      expect((await call("reviewer", method, url)).statusCode).toBe(403);
      expect((await call("admin", method, url)).statusCode).toBe(forAdmin);
    },
  );

  it("retries and deletes a failed job for an admin only (204)", async () => {
    const retried = await buildFailedJob("for retry");
    const deleted = await buildFailedJob("for delete");
    for (const caller of ["visitor", "member", "reviewer"] as const) {
      expect((await call(caller, "POST", `/Admin/Jobs/${retried}/Retry`)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
      expect((await call(caller, "DELETE", `/Admin/Jobs/${deleted}`)).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await findJobById(app.jobs, retried))?.state).toBe("failed");
    expect((await call("admin", "POST", `/Admin/Jobs/${retried}/Retry`)).statusCode).toBe(204);
    expect((await call("admin", "DELETE", `/Admin/Jobs/${deleted}`)).statusCode).toBe(204);
  });
});

describe("GET /Admin/Jobs", () => {
  it("counts every queue's waiting, failed and last day's completed jobs, the IdP's queues too", async () => {
    await app.jobs.boss.createQueue("idp.send-mail");
    const before = (await call("admin", "GET", "/Admin/Jobs")).json();
    const emailBefore = before.queues.find((q: { name: string }) => q.name === notificationEmailJob.name);
    await buildFailedJob("SMTP said no");
    const [done] = await Promise.all([
      app.jobs.boss.send(notificationEmailJob.name, { notificationId: "done" }),
      app.jobs.boss.send(notificationEmailJob.name, { notificationId: "waiting" }),
    ]);
    await app.jobs.boss.fetch(notificationEmailJob.name, { batchSize: 1 });
    await db.execute(sql`update pgboss.job set state = 'completed', completed_on = now() where id = ${done}`);

    const response = await call("admin", "GET", "/Admin/Jobs");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.queues.map((q: { name: string }) => q.name)).toEqual(
      expect.arrayContaining(["notifications.notify", "notifications.email", "idp.send-mail"]),
    );
    const email = body.queues.find((q: { name: string }) => q.name === notificationEmailJob.name);
    expect(email.failed).toBe(emailBefore.failed + 1);
    expect(email.completedLastDay).toBe(emailBefore.completedLastDay + 1);
    expect(email.waiting + email.active).toBe(emailBefore.waiting + emailBefore.active + 1);
  });

  it("lists the schedules with their last and next run", async () => {
    await app.jobs.boss.createQueue("test.nightly");
    await app.jobs.boss.schedule("test.nightly", "30 2 * * *", {}, { tz: "UTC" });
    const lastRun = await app.jobs.boss.send("test.nightly", {});
    await db.execute(sql`update pgboss.schedule set last_job_id = ${lastRun} where name = 'test.nightly'`);
    const body = (await call("admin", "GET", "/Admin/Jobs")).json();
    const nightly = body.schedules.find((s: { name: string }) => s.name === "test.nightly");
    expect(nightly).toMatchObject({ cron: "30 2 * * *", timezone: "UTC" });
    expect(Date.now() - Date.parse(nightly.lastRunAt)).toBeLessThan(60_000);
    const next = new Date(nightly.nextRunAt);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([2, 30]);
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });
});

describe("GET /Admin/Jobs/Failed", () => {
  it("lists failed jobs newest first with their error and attempts, page by page", async () => {
    const ids = [];
    for (const error of ["first", "second", "third"]) ids.push(await buildFailedJob(error));
    const first = (
      await call("admin", "GET", `/Admin/Jobs/Failed?queue=${notificationEmailJob.name}&limit=2`)
    ).json();
    expect(first.items.map((job: { id: string }) => job.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toMatchObject({ name: notificationEmailJob.name, error: "third", attempts: 1 });
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (
        await call(
          "admin",
          "GET",
          `/Admin/Jobs/Failed?queue=${notificationEmailJob.name}&limit=2&cursor=${cursor}`,
        )
      ).json();
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen.map((job: { id: string }) => job.id)).toEqual(expect.arrayContaining(ids));
    expect(new Set(seen.map((job: { id: string }) => job.id)).size).toBe(seen.length);
  });

  it("answers 400 naming the field for a bad cursor or limit", async () => {
    const badCursor = await call("admin", "GET", "/Admin/Jobs/Failed?cursor=bm90LWEtY3Vyc29y");
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().details).toEqual([expect.objectContaining({ field: "cursor" })]);
    const badLimit = await call("admin", "GET", "/Admin/Jobs/Failed?limit=0");
    expect(badLimit.statusCode).toBe(400);
    expect(JSON.stringify(badLimit.json().details)).toContain("limit");
  });
});

describe("retrying and deleting a failed job", () => {
  it("queues a retried job again and takes it off the failed list; a second retry is 409", async () => {
    const id = await buildFailedJob("temporary");
    expect((await call("admin", "POST", `/Admin/Jobs/${id}/Retry`)).statusCode).toBe(204);
    expect((await findJobById(app.jobs, id))?.state).toBe("retry");
    const failed = (await call("admin", "GET", "/Admin/Jobs/Failed?limit=100")).json();
    expect(failed.items.map((job: { id: string }) => job.id)).not.toContain(id);
    const again = await call("admin", "POST", `/Admin/Jobs/${id}/Retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("conflict");
  });

  it("deletes a failed job for good; then it is 404", async () => {
    const id = await buildFailedJob("hopeless");
    expect((await call("admin", "DELETE", `/Admin/Jobs/${id}`)).statusCode).toBe(204);
    expect(await findJobById(app.jobs, id)).toBeNull();
    expect((await call("admin", "DELETE", `/Admin/Jobs/${id}`)).statusCode).toBe(404);
  });

  it("answers 400 naming id for an id that is not a UUID", async () => {
    const response = await call("admin", "POST", "/Admin/Jobs/not-a-uuid/Retry");
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().details)).toContain("id");
  });

  it("writes each retry and deletion to the audit log, and nothing for a refused one", async () => {
    const retried = await buildFailedJob("audited retry");
    const deleted = await buildFailedJob("audited delete");
    await call("admin", "POST", `/Admin/Jobs/${retried}/Retry`);
    await call("admin", "POST", `/Admin/Jobs/${retried}/Retry`);
    await call("admin", "DELETE", `/Admin/Jobs/${deleted}`);
    const entries = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, "job"))
      .then((rows) => rows.filter((row) => row.targetId === retried || row.targetId === deleted));
    expect(entries.map((row) => [row.action, row.targetId, row.targetLabel, row.actorId])).toEqual(
      expect.arrayContaining([
        ["job.retried", retried, notificationEmailJob.name, admin.id],
        ["job.deleted", deleted, notificationEmailJob.name, admin.id],
      ]),
    );
    expect(entries).toHaveLength(2);
  });
});
