import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { BlobNotFoundError, type BlobStore, shardedPath } from "./blob-store";
import { createBlobStore } from "./index";
import { createLocalBlobStore } from "./local-blob-store";
import { startFakeS3 } from "./testing/fake-s3-server";

const root = mkdtempSync(path.join(tmpdir(), "keen-blobs-"));
const s3 = await startFakeS3();
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3.close();
});

type StoreCase = {
  name: string;
  store: BlobStore;
  isEmpty: () => boolean;
  /** Puts things beside the blobs that are not blobs (temp files, foreign names); returns a cleanup. */
  addForeign: () => () => void;
};

const stores: StoreCase[] = [
  {
    name: "local disk",
    store: createLocalBlobStore(root),
    isEmpty: () => listFiles(root).length === 0,
    addForeign: () => {
      const files = [
        path.join(root, ".tmp", "0123456789abcdef0123456789abcdef.part"),
        path.join(root, "ab", "cd", "notes.txt"),
        // A key in the wrong shard is not one `put` wrote.
        path.join(root, "ab", "cd", "ffffffffffffffffffffffffffffffff"),
      ];
      for (const file of files) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, "x");
      }
      return () => {
        for (const file of files) rmSync(file);
      };
    },
  },
  {
    // Through the configured path, which loads the AWS SDK on the first call.
    name: "S3-compatible",
    store: createBlobStore({
      kind: "s3",
      bucket: "test-bucket",
      region: "us-east-1",
      endpoint: s3.endpoint,
      accessKeyId: "test",
      secretAccessKey: "test-secret",
      forcePathStyle: true,
    }),
    isEmpty: () => s3.objects.size === 0 && s3.openUploads.size === 0,
    addForeign: () => {
      const keys = [
        "test-bucket/other/ab/cd/abcdef0123456789abcdef0123456789",
        "test-bucket/blobs/ab/cd/notes.txt",
        "another-bucket/blobs/ab/cd/abcdef0123456789abcdef0123456789",
      ];
      for (const key of keys) s3.objects.set(key, Buffer.from("x"));
      return () => {
        for (const key of keys) s3.objects.delete(key);
      };
    },
  },
];

async function listAll(store: BlobStore) {
  const listed: { key: string; lastModified: Date }[] = [];
  for await (const blob of store.list()) listed.push(blob);
  return listed;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** `chunks` chunks of 1 MiB generated on the fly, failing after `failAfter` chunks if given. */
function generated(chunks: number, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < chunks; i++) {
        if (i === failAfter) throw new Error("client went away");
        yield Buffer.alloc(1024 * 1024, i % 251);
      }
    })(),
  );
}

describe.each(stores)("$name blob store", ({ store, isEmpty, addForeign }) => {
  it("stores a stream and reports its size and SHA-256; reads it back whole or by range", async () => {
    const content = "hello, engineering educators";
    const stored = await store.put(Readable.from([Buffer.from(content)]), { contentType: "text/plain" });
    expect(stored).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      size: content.length,
      sha256: createHash("sha256").update(content).digest("hex"),
    });
    expect(await text(await store.get(stored.key))).toBe(content);
    expect(await text(await store.get(stored.key, { start: 7, end: 17 }))).toBe("engineering");
    expect(await store.stat(stored.key)).toEqual({ size: content.length });
    await store.delete(stored.key);
    expect(await store.stat(stored.key)).toBeNull();
  });

  it("streams a multi-megabyte upload (multipart on S3) intact", async () => {
    const stored = await store.put(generated(12), { contentType: "application/octet-stream" });
    expect(stored.size).toBe(12 * 1024 * 1024);
    const hash = createHash("sha256");
    for await (const chunk of await store.get(stored.key)) hash.update(chunk as Buffer);
    expect(hash.digest("hex")).toBe(stored.sha256);
    await store.delete(stored.key);
    expect(isEmpty()).toBe(true);
  });

  it("leaves nothing behind when the source fails part-way", async () => {
    await expect(store.put(generated(12, 7), { contentType: "application/zip" })).rejects.toThrow(
      "client went away",
    );
    expect(isEmpty()).toBe(true);
  });

  it("answers unknown keys with BlobNotFoundError / null, and deletes idempotently", async () => {
    const key = "0123456789abcdef0123456789abcdef";
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.stat(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("lists every stored blob with when it was written, and nothing that is not a blob", async () => {
    const started = Date.now() - 2000;
    const a = await store.put(Readable.from([Buffer.from("a")]), { contentType: "text/plain" });
    const b = await store.put(Readable.from([Buffer.from("b")]), { contentType: "text/plain" });
    const removeForeign = addForeign();
    try {
      const listed = await listAll(store);
      expect(listed.map((blob) => blob.key).sort()).toEqual([a.key, b.key].sort());
      for (const blob of listed) {
        expect(blob.lastModified.getTime()).toBeGreaterThan(started);
        expect(blob.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    } finally {
      removeForeign();
      await store.delete(a.key);
      await store.delete(b.key);
    }
    expect(await listAll(store)).toEqual([]);
  });
});

describe("S3-compatible blob store listing", () => {
  it("follows continuation tokens through every page", async () => {
    const { store } = stores[1]!;
    s3.listPageSize = 2;
    const keys: string[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        keys.push((await store.put(Readable.from([Buffer.from(`${i}`)]), { contentType: "text/plain" })).key);
      }
      expect((await listAll(store)).map((blob) => blob.key).sort()).toEqual(keys.sort());
    } finally {
      s3.listPageSize = 1000;
      for (const key of keys) await store.delete(key);
    }
  });
});

describe("S3-compatible blob store failures", () => {
  it("aborts the multipart upload when the store refuses a part", async () => {
    s3.failPart = 2;
    const { store } = stores[1]!;
    await expect(store.put(generated(12), { contentType: "video/mp4" })).rejects.toThrow();
    s3.failPart = null;
    expect(s3.objects.size).toBe(0);
    expect(s3.openUploads.size).toBe(0);
  });
});

describe("shardedPath", () => {
  it("shards generated keys and refuses anything else", () => {
    expect(shardedPath("abcdef0123456789abcdef0123456789")).toBe("ab/cd/abcdef0123456789abcdef0123456789");
    expect(() => shardedPath("../../etc/passwd")).toThrow("Invalid blob key");
  });
});
