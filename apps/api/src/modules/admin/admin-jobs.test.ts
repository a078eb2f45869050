import { notifications } from "@keen/db";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildUser } from "../../test/factories";
import { buildAdminTestApp } from "../institutions/testing/harness";
import { notificationEmailJob } from "../notifications/create-notifications";

const { db } = await useTestDatabase();
const { call, app } = await buildAdminTestApp(db);

describe("GET /Admin/Jobs", () => {
  it("answers 401 to visitors and 403 to members", async () => {
    expect((await call("visitor", "GET", "/Admin/Jobs")).statusCode).toBe(401);
    expect((await call("member", "GET", "/Admin/Jobs")).statusCode).toBe(403);
  });

  it("lists every queue, and a job that failed for good with its error", async () => {
    const recipient = await buildUser(db);
    const [row] = await db
      .insert(notifications)
      .values({ recipientId: recipient.id, type: "co_author_added", title: "x" })
      .returning();
    // A job whose last attempt failed, as pg-boss keeps it once its retries are spent.
    await app.jobs.send(notificationEmailJob, { notificationId: row!.id });
    const [job] = await app.jobs.boss.fetch(notificationEmailJob.name);
    await app.jobs.boss.updateQueue(notificationEmailJob.name, { retryLimit: 0 });
    await db.execute(sql`update pgboss.job set retry_limit = 0 where id = ${job!.id}`);
    await app.jobs.boss.fail(notificationEmailJob.name, job!.id, { message: "SMTP said no" });
    const response = await call("admin", "GET", "/Admin/Jobs");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.queues.map((q: { name: string }) => q.name)).toEqual(
      expect.arrayContaining(["notifications.notify", "notifications.email", "notifications.weekly-digest"]),
    );
    expect(body.queues.find((q: { name: string }) => q.name === "notifications.email")).toMatchObject({
      failed: 1,
    });
    expect(body.failed).toEqual([
      expect.objectContaining({ id: job!.id, name: "notifications.email", error: "SMTP said no" }),
    ]);
  });

  it("lists the queues of other processes on the database too (the IdP's)", async () => {
    await app.jobs.boss.createQueue("idp.send-mail");
    const body = (await call("admin", "GET", "/Admin/Jobs")).json();
    expect(body.queues.map((q: { name: string }) => q.name)).toContain("idp.send-mail");
  });
});
