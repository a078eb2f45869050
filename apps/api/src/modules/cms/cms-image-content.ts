import { blobs, cmsPageImages, cmsPages, type Database } from "@keen/db";
import { eq, or } from "drizzle-orm";
import type { BlobReader } from "../../lib/blob-readers";
import type { Actor } from "../../lib/policy";
import { cmsPolicy } from "./cms.policy";
import { isImageReferenced, referencedBlobIds } from "./cms-image-refs";

/** A stored blob that is a CMS page image (or one of its renditions), with its page. */
export type CmsImageBlob = {
  blob: typeof blobs.$inferSelect;
  image: typeof cmsPageImages.$inferSelect;
  page: Pick<typeof cmsPages.$inferSelect, "isActive" | "content">;
};

/** Finds the CMS page image a blob belongs to; null when it is none. */
export async function findCmsImageBlob(db: Database, blobId: string): Promise<CmsImageBlob | null> {
  const [row] = await db
    .select({
      blob: blobs,
      image: cmsPageImages,
      page: { isActive: cmsPages.isActive, content: cmsPages.content },
    })
    .from(blobs)
    .innerJoin(
      cmsPageImages,
      or(
        eq(cmsPageImages.blobId, blobs.id),
        eq(cmsPageImages.previewBlobId, blobs.id),
        eq(cmsPageImages.thumbnailBlobId, blobs.id),
      ),
    )
    .innerJoin(cmsPages, eq(cmsPages.id, cmsPageImages.pageId))
    .where(eq(blobs.id, blobId))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the caller may read a CMS page image's bytes: everyone, visitors included and without a
 * token, when the page is active and its saved content shows the image; admins (bearer) always;
 * anyone holding a valid signed URL (only handed to admins, for inactive pages).
 */
export function canReadCmsImageBlob(actor: Actor, found: CmsImageBlob, hasValidToken: boolean): boolean {
  const { image, page } = found;
  const isPublic = page.isActive && isImageReferenced(referencedBlobIds(page.content), image);
  return isPublic || hasValidToken || cmsPolicy.can(actor, "read", null);
}

/** The name a CMS page image (or one of its WebP renditions) is served under. */
export function cmsImageBlobName({ blob, image }: CmsImageBlob): string {
  if (blob.id === image.blobId) return image.name;
  const base = image.name.includes(".") ? image.name.slice(0, image.name.lastIndexOf(".")) : image.name;
  return `${base}-${blob.id === image.previewBlobId ? "preview" : "thumbnail"}.webp`;
}

/** CMS page images' read rule for the files route (`lib/blob-readers`). */
export function cmsImageBlobReader(db: Database): BlobReader {
  return {
    async read(blobId, caller) {
      const found = await findCmsImageBlob(db, blobId);
      if (!found) return null;
      if (!canReadCmsImageBlob(await caller.actor(), found, caller.hasValidToken)) return "denied";
      return { blob: found.blob, name: cmsImageBlobName(found) };
    },
  };
}
