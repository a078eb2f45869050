import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp, { type Sharp } from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeImage } from "../../test/file-fixtures";
import { type BlobStore, createLocalBlobStore } from "../blob-store";
import { storeRenditions } from "./image-renditions";

const dir = mkdtempSync(path.join(tmpdir(), "keen-renditions-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const store = createLocalBlobStore(dir);

const specs = {
  square: {
    contentType: "image/webp",
    transform: (image: Sharp) => image.resize({ width: 64, height: 64, fit: "cover" }).webp(),
  },
  png: { contentType: "image/png", transform: (image: Sharp) => image.png() },
};

describe("storeRenditions", () => {
  it("stores each rendition re-encoded, upright and without metadata", async () => {
    const stored = await storeRenditions(store, await makeImage("jpeg", { width: 300, height: 200 }), specs);
    expect(stored.square).toMatchObject({ contentType: "image/webp", width: 64, height: 64 });
    expect(stored.png).toMatchObject({ contentType: "image/png", width: 200, height: 300 });
    const bytes = await buffer(await store.get(stored.png.key));
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.png.size).toBe(bytes.length);
  });

  it("answers 415 for bytes that are not a readable image and stores nothing", async () => {
    const truncated = (await makeImage("png")).subarray(0, 200);
    await expect(storeRenditions(store, truncated, specs)).rejects.toMatchObject({
      statusCode: 415,
      code: "unsupported_media_type",
    });
  });

  it("removes the renditions already stored when storing one fails", async () => {
    const deleted: string[] = [];
    let puts = 0;
    const failing: BlobStore = {
      ...store,
      put: async (source, options) => {
        puts += 1;
        if (puts === 2) throw new Error("disk full");
        return store.put(source, options);
      },
      delete: async (key) => {
        deleted.push(key);
        return store.delete(key);
      },
    };
    await expect(
      storeRenditions(failing, await makeImage("png", { width: 80, height: 80 }), specs),
    ).rejects.toThrow("disk full");
    expect(deleted).toHaveLength(1);
    expect(await store.stat(deleted[0]!)).toBeNull();
  });
});
