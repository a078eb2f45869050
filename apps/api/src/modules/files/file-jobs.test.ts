import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { blobs, cardFiles } from "@keen/db";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { type BlobStore, createLocalBlobStore, shardedPath } from "../../lib/blob-store";
import { deleteBlobs, deleteBlobsJob, recordBlob } from "../../lib/uploads";
import { buildTestApp } from "../../test/factories";
import { makeImage } from "../../test/file-fixtures";
import { buildCardWithPeople, uploadFile } from "../card-files/testing/harness";
import { sweepOrphanBlobsJob } from "./file-jobs";
import { ORPHAN_BLOB_MIN_AGE_MS } from "./sweep-orphan-blobs";
import { findWaitingJobs, makeDueNow } from "./testing/delayed-jobs";

const { db } = await useTestDatabase();
const root = mkdtempSync(path.join(tmpdir(), "keen-file-jobs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const local = createLocalBlobStore(root);
/** The real local store, except that deletes throw while `isDown`. */
let isDown = false;
const store: BlobStore = {
  ...local,
  delete: async (key) => {
    if (isDown) throw new Error("store unavailable");
    return local.delete(key);
  },
};
afterEach(() => {
  isDown = false;
});
const app = await buildTestApp(db, { env: { RATE_LIMIT_MAX: "100000" }, deps: { blobStore: store } });

const isStored = async (key: string) => (await local.stat(key)) !== null;

/** A card with one uploaded image: its file id and the storage keys of its three blobs. */
async function cardWithImage() {
  const people = await buildCardWithPeople(db);
  const upload = await uploadFile(app, people.card.id, "Images", people.headersFor("author"), {
    content: await makeImage("png", { width: 40, height: 30 }),
    name: "bench.png",
    type: "image/png",
  });
  expect(upload.statusCode).toBe(201);
  const fileId: string = upload.json().id;
  const [file] = await db.select().from(cardFiles).where(eq(cardFiles.id, fileId));
  const blobIds = [file!.blobId, file!.previewBlobId!, file!.thumbnailBlobId!];
  const keys = await Promise.all(
    blobIds.map(async (id) => (await db.select().from(blobs).where(eq(blobs.id, id)))[0]!.storageKey),
  );
  const remove = () =>
    app.inject({
      method: "DELETE",
      url: `/Card/${people.card.id}/Images/${fileId}`,
      headers: people.headersFor("author"),
    });
  return { people, fileId, keys, remove };
}

/** The `files.delete-blobs` jobs in `state` that delete any of `keys`. */
async function deleteJobsFor(keys: string[], state: "created" | "retry" | "completed" | "failed") {
  const jobs = await app.jobs.findJobs(deleteBlobsJob.name, state);
  return jobs.filter((job) => (job.data as { keys: string[] }).keys.some((key) => keys.includes(key)));
}

/** Removes a file while the store refuses deletes and runs the jobs: its bytes' deletion waits to retry. */
async function removeWhileStoreIsDown(image: Awaited<ReturnType<typeof cardWithImage>>) {
  isDown = true;
  expect((await image.remove()).statusCode).toBe(204);
  await app.jobs.runDue();
  const waiting = await deleteJobsFor(image.keys, "retry");
  expect(waiting).toHaveLength(1);
  expect(await Promise.all(image.keys.map(isStored))).toEqual([true, true, true]);
  return waiting[0]!;
}

/** Makes a stored object look `ms` old. */
function ageObject(key: string, ms: number) {
  const when = new Date(Date.now() - ms);
  utimesSync(path.join(root, shardedPath(key)), when, when);
}

/** Stores a small object straight into the store (no row); returns its key. */
async function putObject(): Promise<string> {
  return (await local.put(Readable.from([Buffer.from("bytes")]), { contentType: "text/plain" })).key;
}

describe("files.delete-blobs", () => {
  it("is recorded with the deletion, and the bytes go when it runs", async () => {
    const { people, fileId, keys, remove } = await cardWithImage();
    expect((await remove()).statusCode).toBe(204);
    // The request recorded the prune; nothing is deleted until the jobs run.
    const prunes = await findWaitingJobs<{ cardId: string }>(
      app.jobs,
      "files.prune-card-files",
      "created",
      (data) => data.cardId === people.card.id,
    );
    expect(prunes.filter((job) => job.startAfter.getTime() <= Date.now())).toHaveLength(1);
    expect(await Promise.all(keys.map(isStored))).toEqual([true, true, true]);

    await app.jobs.runDue();
    expect(await db.select().from(cardFiles).where(eq(cardFiles.id, fileId))).toEqual([]);
    expect(await Promise.all(keys.map(isStored))).toEqual([false, false, false]);
    const done = await deleteJobsFor(keys, "completed");
    expect(done).toHaveLength(1);
    expect((done[0]!.data as { keys: string[] }).keys.sort()).toEqual([...keys].sort());
  });

  it("is never recorded when the change rolls back, so nothing is deleted", async () => {
    const key = await putObject();
    const blobId = await recordBlob(db, { key, size: 5, sha256: "x", contentType: "text/plain" }, null);
    await expect(
      db.transaction(async (tx) => {
        await deleteBlobs(tx, app.jobs, [blobId]);
        throw new Error("the change fails after deleting the rows");
      }),
    ).rejects.toThrow("the change fails");
    expect(await db.select().from(blobs).where(eq(blobs.id, blobId))).toHaveLength(1);
    expect(await deleteJobsFor([key], "created")).toEqual([]);
    await app.jobs.runDue();
    expect(await isStored(key)).toBe(true);
  });

  it("retries after a backoff while the store fails, and deletes the bytes once it answers", async () => {
    const image = await cardWithImage();
    const { keys } = image;
    const retry = await removeWhileStoreIsDown(image);
    // Waits out its backoff (30 s and up, with jitter) instead of running at once.
    expect(retry.startAfter.getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(await app.jobs.runDue()).toBe(0);
    isDown = false;
    await makeDueNow(db, [retry]);
    await app.jobs.runDue();
    expect(await Promise.all(keys.map(isStored))).toEqual([false, false, false]);
    expect(await deleteJobsFor(keys, "retry")).toEqual([]);
  });

  it("ends visibly failed when the store never answers; the sweep removes the bytes a day later", async () => {
    const image = await cardWithImage();
    const { keys } = image;
    await removeWhileStoreIsDown(image);
    // Eight retries after the first attempt, each moved forward here.
    for (let attempt = 0; attempt < 8; attempt++) {
      const waiting = await deleteJobsFor(keys, "retry");
      expect(waiting).toHaveLength(1);
      await makeDueNow(db, waiting);
      await app.jobs.runDue();
    }
    isDown = false;
    expect(await deleteJobsFor(keys, "retry")).toEqual([]);
    const failed = await deleteJobsFor(keys, "failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]!.output).toMatchObject({
      message: "3 of 3 stored blobs could not be deleted (store unavailable)",
    });
    const stats = await app.jobs.queueStats();
    expect(stats.find((queue) => queue.name === deleteBlobsJob.name)?.failed).toBeGreaterThanOrEqual(1);
    expect(await Promise.all(keys.map(isStored))).toEqual([true, true, true]);

    for (const key of keys) ageObject(key, ORPHAN_BLOB_MIN_AGE_MS + 60_000);
    await app.jobs.send(sweepOrphanBlobsJob, {});
    await app.jobs.runDue();
    expect(await Promise.all(keys.map(isStored))).toEqual([false, false, false]);
  });

  it("leaves bytes alone while a blob row still names them", async () => {
    const key = await putObject();
    await recordBlob(db, { key, size: 5, sha256: "x", contentType: "text/plain" }, null);
    await app.jobs.send(deleteBlobsJob, { keys: [key] });
    await app.jobs.runDue();
    expect(await isStored(key)).toBe(true);
  });
});

describe("files.sweep-orphan-blobs", () => {
  it("deletes an old object no row names, and keeps a referenced one and a fresh one", async () => {
    const orphan = await putObject();
    const referenced = await putObject();
    const fresh = await putObject();
    await recordBlob(db, { key: referenced, size: 5, sha256: "x", contentType: "text/plain" }, null);
    ageObject(orphan, ORPHAN_BLOB_MIN_AGE_MS + 60_000);
    ageObject(referenced, 3 * ORPHAN_BLOB_MIN_AGE_MS);
    // Younger than a day: may be an upload whose row is not written yet.
    ageObject(fresh, ORPHAN_BLOB_MIN_AGE_MS - 60_000);

    await app.jobs.send(sweepOrphanBlobsJob, {});
    await app.jobs.runDue();
    expect(await isStored(orphan)).toBe(false);
    expect(await isStored(referenced)).toBe(true);
    expect(await isStored(fresh)).toBe(true);
  });
});
