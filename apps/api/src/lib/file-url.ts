import { createHmac, timingSafeEqual } from "node:crypto";

/** Makes and checks the signed, expiring URLs of `GET /File/{blobId}/Content?token=…`. */
export type FileUrlSigner = {
  /** Absolute URL of the blob's content, carrying a token valid for about `ttlSeconds`. */
  url(blobId: string): string;
  /** True when `token` was issued for this blob and has not expired. */
  verify(blobId: string, token: string): boolean;
};

export type FileUrlOptions = {
  secret: string;
  /** The API's public address (`API_URL`). */
  baseUrl: string;
  /** Lifetime of a token, in seconds (default one hour). */
  ttlSeconds?: number;
  now?: () => number;
};

/** Expiry times are rounded up to this step, so a URL stays the same (and cacheable) for a while. */
const EXPIRY_STEP_SECONDS = 30 * 60;

/**
 * Signed file URLs: `<img>` tags cannot send a bearer header, so presenters hand out URLs whose
 * `token` (`<expiry>.<HMAC-SHA256(blobId.expiry)>`) proves the server authorised the caller a
 * short while ago. Anyone holding the URL may fetch the file until it expires, like a pre-signed
 * S3 URL; it is only ever given to callers who may read the file.
 */
export function createFileUrlSigner(options: FileUrlOptions): FileUrlSigner {
  const ttl = options.ttlSeconds ?? 3600;
  const now = options.now ?? Date.now;
  const sign = (blobId: string, expires: number) =>
    createHmac("sha256", options.secret).update(`${blobId}.${expires}`).digest("base64url");

  return {
    url(blobId) {
      const nowSeconds = Math.floor(now() / 1000);
      const expires = Math.ceil((nowSeconds + ttl) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const token = `${expires}.${sign(blobId, expires)}`;
      return `${options.baseUrl}/File/${blobId}/Content?token=${token}`;
    },
    verify(blobId, token) {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now()) return false;
      const expected = Buffer.from(sign(blobId, expires));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * The URL a presenter hands out for a blob's content (`coverImageUrl`, image and attachment URLs,
 * images in rendered rich text): in the app, the signer's `url`, passed in by `buildApp` through
 * the routes' options. Only call it for a caller who may read the blob.
 */
export type BlobUrl = (blobId: string) => string;

/**
 * `blobUrl` without its token, for files anyone may read (images shown on active CMS pages): the
 * URL never expires, so browsers and proxies can cache pages that use it.
 */
export function unsignedBlobUrl(blobUrl: BlobUrl): BlobUrl {
  return (blobId) => blobUrl(blobId).replace(/\?.*$/, "");
}
