import type { blobs } from "@keen/db";
import type { Actor } from "./policy";

/** What `GET /File/{blobId}/Content` serves: the stored blob and the name it goes under. */
export type ReadableBlob = {
  blob: typeof blobs.$inferSelect;
  name: string;
  /** Runs once the whole file has been sent (a card attachment counts a download). */
  onFullDownload?: () => Promise<void>;
};

/** Who asks for a blob's bytes, as the files route knows them. */
export type BlobCaller = {
  /** The caller as a policy actor (loads the member on first call). */
  actor: () => Promise<Actor>;
  /** The request carries a signed URL token the API issued for this blob, still valid. */
  hasValidToken: boolean;
  /** The request carries a token that is no longer valid, and no bearer token. */
  isExpiredLink: boolean;
};

/**
 * The read rule of one module's blobs (card files, CMS page images), registered with the files
 * route by `buildApp` (issue 13): the files module serves bytes and signed URLs but does not know
 * what a card or a page is, so it asks each owner in turn. `read` answers null when the blob is not
 * this module's, "denied" when the caller may not read it (the route answers 401 for an expired
 * link, else 404 so nothing leaks), or what to serve; it may also throw the answer itself.
 */
export type BlobReader = {
  read(blobId: string, caller: BlobCaller): Promise<ReadableBlob | "denied" | null>;
};
