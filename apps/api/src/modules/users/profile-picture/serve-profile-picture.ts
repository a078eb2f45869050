import type { ProfilePictureSize } from "@keen/contracts";
import { blobs, type Database, profilePictures, users } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { BlobStore } from "../../../lib/blob-store";
import { notFound } from "../../../lib/errors";
import { renderInitialsAvatar } from "./initials-avatar";

const blobColumn = {
  64: profilePictures.blob64Id,
  256: profilePictures.blob256Id,
  512: profilePictures.blob512Id,
} as const;

/**
 * Sends a member's picture at `size` (square WebP), or the initials SVG when they have none.
 * Public and cacheable for a day (`?v=` in the URL changes with the picture), with an ETag
 * and 304 for `If-None-Match`; readable from any site so `<img>` works. 404 for an unknown member.
 */
export async function serveProfilePicture(
  db: Database,
  store: BlobStore,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { userId: string; size: ProfilePictureSize },
): Promise<FastifyReply> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      storageKey: blobs.storageKey,
      sha256: blobs.sha256,
      size: blobs.size,
    })
    .from(users)
    .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
    .leftJoin(blobs, sql`${blobs.id} = ${blobColumn[target.size]}`)
    .where(eq(users.id, target.userId));
  if (!row) throw notFound("Member");

  reply.headers({
    "cache-control": "public, max-age=86400",
    "cross-origin-resource-policy": "cross-origin",
    vary: "Accept-Encoding",
  });
  if (row.storageKey && row.sha256) {
    const etag = `"${row.sha256}"`;
    reply.header("etag", etag);
    if (isFresh(request, etag)) return reply.status(304).send();
    reply.type("image/webp").header("content-length", String(row.size));
    return reply.send(await store.get(row.storageKey));
  }
  const { svg, etag } = renderInitialsAvatar(row, target.size);
  reply.header("etag", etag);
  if (isFresh(request, etag)) return reply.status(304).send();
  return reply.type("image/svg+xml; charset=utf-8").send(svg);
}

function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  return !!header && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
