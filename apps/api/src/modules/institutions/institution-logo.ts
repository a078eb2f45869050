import { INSTITUTION_LOGO_MAX_BYTES } from "@keen/contracts";
import { blobs, type Database, institutions } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../../lib/blob-store";
import { notFound } from "../../lib/errors";
import {
  deleteBlobs,
  discardReceivedImage,
  type RenditionSpec,
  receiveImageUpload,
  recordBlob,
} from "../../lib/uploads";
import { type InstitutionRow, loadInstitution } from "./load-institution";

/** Longest side of a stored logo, in pixels (smaller logos are never enlarged). */
export const LOGO_SIZE = 512;

const logoRendition: RenditionSpec = {
  contentType: "image/webp",
  transform: (image) =>
    image
      .resize({ width: LOGO_SIZE, height: LOGO_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90 }),
};

/**
 * `POST /Institution/{id}/Logo`: receives one image (JPEG, PNG, WebP or GIF by its bytes, at
 * most 5 MB or the upload limit), re-encodes it as a WebP of at most 512 px (transparency kept,
 * metadata dropped) and makes it the logo; the previous logo is deleted (its bytes by
 * `files.delete-blobs` once the change commits).
 */
export async function uploadInstitutionLogo(
  db: Database,
  store: BlobStore,
  jobs: JobSender,
  request: FastifyRequest,
  upload: { institutionId: string; userId: string; maxUploadBytes: number },
): Promise<InstitutionRow> {
  await loadInstitution(db, upload.institutionId);
  const image = await receiveImageUpload(request, store, {
    maxBytes: Math.min(INSTITUTION_LOGO_MAX_BYTES, upload.maxUploadBytes),
    renditions: { logo: logoRendition },
  });
  try {
    return await db.transaction(async (tx) => {
      const current = await loadInstitution(tx, upload.institutionId, { forUpdate: true });
      const blobId = await recordBlob(tx, image.renditions.logo, upload.userId);
      const [updated] = await tx
        .update(institutions)
        .set({ logoBlobId: blobId })
        .where(eq(institutions.id, current.id))
        .returning();
      if (current.logoBlobId) await deleteBlobs(tx, jobs, [current.logoBlobId]);
      return updated!;
    });
  } catch (error) {
    await discardReceivedImage(store, image);
    throw error;
  }
}

/**
 * `DELETE /Institution/{id}/Logo`: removes the logo (404 when the institution has none); its
 * bytes go by `files.delete-blobs` once the change commits.
 */
export async function deleteInstitutionLogo(
  db: Database,
  jobs: JobSender,
  institutionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadInstitution(tx, institutionId, { forUpdate: true });
    if (!current.logoBlobId) throw notFound("Logo");
    await tx.update(institutions).set({ logoBlobId: null }).where(eq(institutions.id, institutionId));
    await deleteBlobs(tx, jobs, [current.logoBlobId]);
  });
}

/** The stored logo of an institution (404 when it has none). */
export async function findInstitutionLogo(db: Database, institutionId: string) {
  const row = await loadInstitution(db, institutionId);
  if (!row.logoBlobId) throw notFound("Logo");
  const [blob] = await db.select().from(blobs).where(eq(blobs.id, row.logoBlobId));
  if (!blob) throw notFound("Logo");
  return { blob, logoBlobId: row.logoBlobId };
}
