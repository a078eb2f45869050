import { users } from "@keen/db";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createJobs, defineJob, jobKind } from "./jobs";

const { db, url } = await useTestDatabase();
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const seen: string[] = [];
const recordJob = defineJob(jobKind<{ label: string }>("test.record"), {
  handle: async ({ label }) => {
    seen.push(label);
  },
});
let attempts = 0;
const flakyJob = defineJob(jobKind<{ failTimes: number }>("test.flaky"), {
  retryLimit: 3,
  retryDelay: 1,
  handle: async ({ failTimes }) => {
    attempts += 1;
    if (attempts <= failTimes) throw new Error(`attempt ${attempts} failed`);
  },
});
const doomedJob = defineJob(jobKind<object>("test.doomed"), {
  retryLimit: 1,
  retryDelay: 1,
  handle: async () => {
    throw new Error("always fails");
  },
});

const jobs = createJobs({
  databaseUrl: url,
  definitions: [recordJob, flakyJob, doomedJob],
  log: silent,
  work: false,
});
await jobs.start();
afterAll(() => jobs.stop());

describe("jobs sent in a transaction", () => {
  it("exist once the transaction commits and run", async () => {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ bio: "x" }).where(eq(users.id, "00000000-0000-0000-0000-000000000000"));
      await jobs.sendInTransaction(tx, recordJob, { label: "committed" });
    });
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toContain("committed");
  });

  it("never exist when the transaction rolls back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await jobs.sendInTransaction(tx, recordJob, { label: "rolled back" });
        throw new Error("the change fails after the job was recorded");
      }),
    ).rejects.toThrow("the change fails");
    expect(await jobs.runDue()).toBe(0);
    expect(seen).not.toContain("rolled back");
    expect(await jobs.findJobs(recordJob.name, "created")).toHaveLength(0);
  });

  it("refuse a job that was never defined", async () => {
    const unknown = jobKind<object>("test.unknown");
    await expect(jobs.send(unknown, {})).rejects.toThrow('"test.unknown" is not defined');
  });
});

describe("a failing job", () => {
  it("is retried after a delay and then succeeds", async () => {
    attempts = 0;
    await jobs.send(flakyJob, { failTimes: 1 });
    await jobs.runDue();
    expect(attempts).toBe(1);
    expect(await jobs.findJobs(flakyJob.name, "retry")).toHaveLength(1);
    // Backoff: the retry is not due at once.
    expect(await jobs.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await jobs.runDue();
    expect(attempts).toBe(2);
    expect(await jobs.findJobs(flakyJob.name, "completed")).toHaveLength(1);
  });

  it("ends in the failed state once its retries are spent, and is listed", async () => {
    await jobs.send(doomedJob, {});
    await jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await jobs.runDue();
    const failed = await jobs.findJobs(doomedJob.name, "failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]?.output).toMatchObject({ message: "always fails" });
    const stats = await jobs.queueStats();
    expect(stats.find((s) => s.name === doomedJob.name)?.failed).toBe(1);
  });
});

describe("workers", () => {
  it("pick a committed job up within a second (woken by NOTIFY, not by polling)", async () => {
    const workerSeen: string[] = [];
    const quick = defineJob(jobKind<{ label: string }>("test.quick"), {
      handle: async ({ label }) => {
        workerSeen.push(label);
      },
    });
    const worker = createJobs({ databaseUrl: url, definitions: [quick], log: silent, work: true });
    await worker.start();
    try {
      const started = Date.now();
      await db.transaction(async (tx) => worker.sendInTransaction(tx, quick, { label: "now" }));
      while (workerSeen.length === 0 && Date.now() - started < 4000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(workerSeen).toEqual(["now"]);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await worker.stop();
    }
  });
});
