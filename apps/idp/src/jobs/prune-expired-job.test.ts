import { idpOidcModels, idpTokenCutoffs } from "@keen/db";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { PostgresAdapter } from "../oidc/adapter";
import { startTestIdp } from "../test/harness";
import { pruneExpiredJob } from "./idp-jobs";

const { db, url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

describe("idp.prune-expired", () => {
  it("is one schedule for the cluster, every ten minutes, however many IdPs work jobs", async () => {
    const first = await startTestIdp(url, { JOBS_WORK: "true" });
    const second = await startTestIdp(url, { JOBS_WORK: "true" });
    try {
      expect(await first.jobs.boss.getSchedules(pruneExpiredJob.name)).toEqual([
        expect.objectContaining({ name: "idp.prune-expired", cron: "*/10 * * * *" }),
      ]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("deletes expired sessions and tokens and keeps live ones", async () => {
    const sessions = new PostgresAdapter("Session", db);
    const [expired, live] = [crypto.randomUUID(), crypto.randomUUID()];
    await sessions.upsert(expired, { uid: expired, kind: "Session" }, 60);
    await sessions.upsert(live, { uid: live, kind: "Session" }, 60);
    await db
      .update(idpOidcModels)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idpOidcModels.id, expired));

    await idp.jobs.send(pruneExpiredJob, {});
    // At least ours: the schedule above may have sent one of its own.
    expect(await idp.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: idpOidcModels.id })
      .from(idpOidcModels)
      .where(inArray(idpOidcModels.id, [expired, live]));
    expect(left).toEqual([{ id: live }]);
  });

  it("deletes token cutoffs older than any access token and keeps recent ones", async () => {
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.insert(idpTokenCutoffs).values([
      { subject: old, notBefore: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) },
      { subject: recent, notBefore: new Date() },
    ]);
    await idp.jobs.send(pruneExpiredJob, {});
    expect(await idp.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ subject: idpTokenCutoffs.subject })
      .from(idpTokenCutoffs)
      .where(inArray(idpTokenCutoffs.subject, [old, recent]));
    expect(left).toEqual([{ subject: recent }]);
  });
});
