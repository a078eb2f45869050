import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, opendir, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { BlobNotFoundError, type BlobStore, isBlobKey, newBlobKey, shardedPath } from "./blob-store";
import { createMeasure } from "./measure";

/**
 * Blobs as files under `root` (`$DATA_DIR/blobs`), sharded `ab/cd/<key>`. A blob is written to
 * `root/.tmp/` (flushed to disk) and renamed into place only when complete, so a reader never
 * sees a half-written file and a failed upload leaves nothing but a removed temp file.
 */
export function createLocalBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, ".tmp");
  const fullPath = (key: string) => path.join(root, shardedPath(key));

  return {
    async put(source) {
      const key = newBlobKey();
      const target = fullPath(key);
      const tmp = path.join(tmpDir, `${key}.part`);
      await mkdir(tmpDir, { recursive: true });
      const measure = createMeasure();
      try {
        await pipeline(source, measure.tap, createWriteStream(tmp, { flags: "wx", flush: true }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
      } catch (error) {
        await unlink(tmp).catch(() => {});
        throw error;
      }
      return { key, ...measure.result() };
    },

    async get(key, range) {
      const file = fullPath(key);
      if (!(await statFile(file))) throw new BlobNotFoundError(key);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      const info = await statFile(fullPath(key));
      return info ? { size: info.size } : null;
    },

    async delete(key) {
      await unlink(fullPath(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },

    async *list() {
      for await (const file of shardedFiles(root, 0)) {
        const key = path.basename(file);
        if (!isBlobKey(key) || fullPath(key) !== file) continue;
        // Deleted since the directory was read: nothing to report.
        const info = await statFile(file);
        if (info) yield { key, lastModified: info.mtime };
      }
    },
  };
}

const SHARD = /^[0-9a-f]{2}$/;

/** Files two shard levels below `dir` (`ab/cd/<file>`), read a directory entry at a time; `.tmp` is no shard. */
async function* shardedFiles(dir: string, depth: number): AsyncGenerator<string> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for await (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (depth < 2 && entry.isDirectory() && SHARD.test(entry.name)) yield* shardedFiles(full, depth + 1);
    else if (depth === 2 && entry.isFile()) yield full;
  }
}

async function statFile(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
