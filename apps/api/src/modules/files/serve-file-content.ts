import { AppError } from "@keen/server-kit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ReadableBlob } from "../../lib/blob-readers";
import type { BlobStore } from "../../lib/blob-store";
import { contentDisposition, dispositionFor } from "../../lib/content-disposition";
import { parseRange } from "./byte-range";

/** A file is a document of its own: no script, no plugin, no request, no same origin. */
export const fileContentPolicy = "sandbox; default-src 'none'";

/**
 * Sends a blob's bytes, streamed from the store, with the caching and range headers a browser
 * or download manager needs: ETag (the SHA-256), `Cache-Control: private`, `Accept-Ranges`,
 * one `Range` (206 / 416), `If-None-Match` (304), `If-Range`, and `Content-Disposition`
 * (inline for raster images only), and a sandbox policy with `nosniff`, so that no stored file
 * can run script in the API's origin even when opened directly (decision 0038). `onFullDownload` runs before the whole file is sent (a GET
 * without a range), so a download is counted by the time its response ends.
 */
export async function serveFileContent(
  store: BlobStore,
  request: FastifyRequest,
  reply: FastifyReply,
  found: Pick<ReadableBlob, "blob">,
  name: string,
  onFullDownload?: () => Promise<void>,
): Promise<void> {
  const { blob } = found;
  const etag = `"${blob.sha256}"`;
  reply.headers({
    etag,
    "cache-control": "private, max-age=300",
    "accept-ranges": "bytes",
    "content-type": blob.contentType,
    "content-disposition": contentDisposition(name, dispositionFor(blob.contentType)),
    "content-security-policy": fileContentPolicy,
    "x-content-type-options": "nosniff",
    // Signed URLs are used by <img> tags of the web app, which may live on another site.
    "cross-origin-resource-policy": "cross-origin",
  });
  if (matchesEtag(request.headers["if-none-match"], etag)) {
    reply.status(304).send();
    return;
  }
  const ifRange = request.headers["if-range"];
  const range =
    ifRange && ifRange !== etag ? { kind: "full" as const } : parseRange(request.headers.range, blob.size);
  if (range.kind === "unsatisfiable") {
    throw new AppError(
      416,
      "validation_error",
      `The range is outside the file (${blob.size} bytes).`,
      undefined,
      {
        "content-range": `bytes */${blob.size}`,
      },
    );
  }
  const isHead = request.method === "HEAD";
  if (range.kind === "partial") {
    reply.status(206).headers({
      "content-range": `bytes ${range.start}-${range.end}/${blob.size}`,
      "content-length": String(range.end - range.start + 1),
    });
    reply.send(isHead ? undefined : await store.get(blob.storageKey, range));
    return;
  }
  const body = isHead ? undefined : await store.get(blob.storageKey);
  if (body && onFullDownload) await onFullDownload();
  reply.status(200).header("content-length", String(blob.size));
  reply.send(body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
