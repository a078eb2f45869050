import path from "node:path";
import type { BlobStore } from "./blob-store";
import { createLocalBlobStore } from "./local-blob-store";
import { createS3BlobStore, type S3BlobStoreOptions } from "./s3-blob-store";

export * from "./blob-store";
export * from "./delete-many";
export { createLocalBlobStore } from "./local-blob-store";
export { createS3BlobStore } from "./s3-blob-store";

/** How to build the configured store (`BLOB_STORE=local|s3`). */
export type BlobStoreConfig =
  | { kind: "local"; dataDir: string }
  | ({ kind: "s3" } & Omit<S3BlobStoreOptions, "prefix">);

/** The blob store the configuration asks for: `$DATA_DIR/blobs` on disk, or an S3 bucket. */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.kind === "local") return createLocalBlobStore(path.resolve(config.dataDir, "blobs"));
  return createS3BlobStore(config);
}
