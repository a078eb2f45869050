import path from "node:path";
import type { BlobStore } from "./blob-store";
import { createLocalBlobStore } from "./local-blob-store";
import type { S3BlobStoreOptions } from "./s3-blob-store";

export * from "./blob-store";
export * from "./delete-many";
export { createLocalBlobStore } from "./local-blob-store";

/** How to build the configured store (`BLOB_STORE=local|s3`). */
export type BlobStoreConfig =
  | { kind: "local"; dataDir: string }
  | ({ kind: "s3" } & Omit<S3BlobStoreOptions, "prefix">);

/**
 * The blob store the configuration asks for: `$DATA_DIR/blobs` on disk, or an S3 bucket. The
 * AWS SDK (about 35 MB resident) is loaded on the first S3 call, so a disk-backed API never pays it.
 */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.kind === "local") return createLocalBlobStore(path.resolve(config.dataDir, "blobs"));
  let loaded: Promise<BlobStore> | undefined;
  const s3 = () => {
    loaded ??= import("./s3-blob-store").then(({ createS3BlobStore }) => createS3BlobStore(config));
    return loaded;
  };
  return {
    put: async (source, options) => (await s3()).put(source, options),
    get: async (key, range) => (await s3()).get(key, range),
    stat: async (key) => (await s3()).stat(key),
    delete: async (key) => (await s3()).delete(key),
    async *list() {
      yield* (await s3()).list();
    },
  };
}
