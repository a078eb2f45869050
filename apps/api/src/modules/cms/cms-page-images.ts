import type { CmsPageImage } from "@keen/contracts";
import { cmsPageImages, type Database, type StoredRichText } from "@keen/db";
import { type JobSender, jobKind } from "@keen/jobs";
import { asc, eq, inArray } from "drizzle-orm";
import type { BlobUrl } from "../../lib/file-url";
import { type BlobTransaction, deleteBlobs } from "../../lib/uploads";
import { isImageReferenced, referencedBlobIds } from "./cms-image-refs";

/** A stored image of a CMS page. */
export type CmsPageImageRow = typeof cmsPageImages.$inferSelect;

type Executor = Pick<Database, "select"> & BlobTransaction;

/**
 * How long an image the saved content does not show is kept: it may have just been uploaded into
 * an editor (this admin's or another's) that has not saved yet. Visitors cannot read it meanwhile.
 */
export const UNREFERENCED_IMAGE_GRACE_MS = 60 * 60 * 1000;

/**
 * `files.prune-cms-page-images`: prunes a page's images against its saved content
 * (`pruneCmsPageImages`). Sent with each upload for when its grace period is over, so an image
 * never saved into the content leaves without waiting for another save.
 */
export const pruneCmsPageImagesJob = jobKind<{ pageId: string }>("files.prune-cms-page-images");

/** A minute past the grace period, so the image is surely older than it when the job runs. */
export const AFTER_GRACE_SECONDS = UNREFERENCED_IMAGE_GRACE_MS / 1000 + 60;

/** An uploaded page image as the API answers it, with signed URLs of the image and its renditions. */
export function presentCmsPageImage(row: CmsPageImageRow, blobUrl: BlobUrl): CmsPageImage {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    url: blobUrl(row.blobId),
    previewUrl: blobUrl(row.previewBlobId),
    thumbnailUrl: blobUrl(row.thumbnailBlobId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The images uploaded into a page, oldest first. */
export function listCmsPageImages(db: Pick<Database, "select">, pageId: string): Promise<CmsPageImageRow[]> {
  return db
    .select()
    .from(cmsPageImages)
    .where(eq(cmsPageImages.pageId, pageId))
    .orderBy(asc(cmsPageImages.createdAt), asc(cmsPageImages.id));
}

/**
 * Deletes, in the caller's transaction, the page's images that `content` does not show (all of
 * them when `content` is null: the page is being deleted), except those uploaded within the grace
 * period, with their blob rows; their bytes go once it commits (`files.delete-blobs`), so a
 * rollback deletes nothing. Returns how many images went.
 */
export async function pruneCmsPageImages(
  tx: Executor,
  jobs: JobSender,
  pageId: string,
  content: StoredRichText | null,
  now = Date.now(),
): Promise<number> {
  const shown = referencedBlobIds(content);
  const orphans = (await listCmsPageImages(tx, pageId)).filter(
    (image) =>
      content === null ||
      (!isImageReferenced(shown, image) && now - image.createdAt.getTime() > UNREFERENCED_IMAGE_GRACE_MS),
  );
  if (orphans.length === 0) return 0;
  await tx.delete(cmsPageImages).where(
    inArray(
      cmsPageImages.id,
      orphans.map((image) => image.id),
    ),
  );
  const blobIds = orphans.flatMap((image) => [image.blobId, image.previewBlobId, image.thumbnailBlobId]);
  await deleteBlobs(tx, jobs, blobIds);
  return orphans.length;
}
