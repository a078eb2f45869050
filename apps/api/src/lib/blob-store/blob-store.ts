import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/** What `put` stored: an opaque key plus the size and SHA-256 (hex) measured while streaming. */
export type StoredBlob = { key: string; size: number; sha256: string };

/** A blob as `BlobStore.list` reports it: its key and when its bytes were written. */
export type ListedBlob = { key: string; lastModified: Date };

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export type ByteRange = { start: number; end: number };

/**
 * Where file bytes live (local disk or an S3-compatible bucket). Every method streams: no
 * implementation may hold a whole file in memory. `put` either stores the complete stream or
 * leaves nothing behind (a failing or aborted source rejects and removes what was written).
 */
export interface BlobStore {
  put(source: Readable, options: { contentType: string }): Promise<StoredBlob>;
  /** The blob's bytes (or the range's); rejects with `BlobNotFoundError` when the key is unknown. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size, or null when there is no such blob. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the blob; a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every blob in the store, in no particular order, read a page at a time (never all at once).
   * Whatever is not a blob `put` wrote (temp files, foreign objects) is left out.
   */
  list(): AsyncIterable<ListedBlob>;
}

/** Raised by `BlobStore.get` for an unknown key. */
export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`No blob stored under ${key}`);
    this.name = "BlobNotFoundError";
  }
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** True for a key we generate (32 lower-case hex characters). */
export function isBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A new random storage key (32 hex characters). */
export function newBlobKey(): string {
  return randomUUID().replaceAll("-", "");
}

/**
 * The key's storage path, sharded two levels deep (`ab/cd/abcd…`) so no folder grows huge.
 * Refuses anything that is not a key we generated, so a key can never name another path.
 */
export function shardedPath(key: string): string {
  if (!isBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
  return `${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
}
