import { cmsPageImages, cmsPages, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../../lib/blob-store";
import { notFound } from "../../lib/errors";
import { discardCardImage, receiveCardImage, recordCardImage } from "../card-files";
import { AFTER_GRACE_SECONDS, type CmsPageImageRow, pruneCmsPageImagesJob } from "./cms-page-images";

type Upload = { pageId: string; userId: string; maxBytes: number };

/** 404 unless the page exists; `key share` keeps it from being deleted until the transaction ends. */
async function requirePage(db: Pick<Database, "select">, pageId: string, lock?: "key share"): Promise<void> {
  const query = db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.id, pageId));
  const [page] = lock ? await query.for(lock) : await query;
  if (!page) throw notFound("Page");
}

/**
 * `POST /CmsPage/{id}/Images`: receives one image (JPEG, PNG, WebP or GIF by its bytes, 415
 * otherwise; 413 above the upload limit) and stores it like a card image: re-encoded without
 * metadata, plus 960 and 320 pixel WebP renditions. The page's content shows it once it is saved
 * with the image in it; a prune is recorded for when its grace period is over, so an image never
 * saved into the content then leaves. Nothing stays stored when any step fails; 404 when the page
 * is unknown.
 */
export async function uploadCmsPageImage(
  db: Database,
  store: BlobStore,
  jobs: JobSender,
  request: FastifyRequest,
  upload: Upload,
): Promise<CmsPageImageRow> {
  await requirePage(db, upload.pageId);
  const image = await receiveCardImage(request, store, upload.maxBytes);
  try {
    return await db.transaction(async (tx) => {
      // The page may have been deleted while the image was arriving.
      await requirePage(tx, upload.pageId, "key share");
      const [row] = await tx
        .insert(cmsPageImages)
        .values({ pageId: upload.pageId, ...(await recordCardImage(tx, image, upload.userId)) })
        .returning();
      await jobs.sendInTransaction(
        tx,
        pruneCmsPageImagesJob,
        { pageId: upload.pageId },
        { startAfter: AFTER_GRACE_SECONDS },
      );
      return row!;
    });
  } catch (error) {
    await discardCardImage(store, image);
    throw error;
  }
}
