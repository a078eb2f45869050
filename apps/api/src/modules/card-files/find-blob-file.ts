import { blobs, cardFileLinks, cardFiles, type Database } from "@keen/db";
import { eq, or } from "drizzle-orm";

/** A stored blob, the card file it belongs to, which rendition it is, and the file's links. */
export type BlobFile = {
  blob: typeof blobs.$inferSelect;
  file: typeof cardFiles.$inferSelect;
  rendition: "original" | "preview" | "thumbnail";
  links: { versionId: string | null; name: string }[];
};

/**
 * Finds what a blob is: the image or attachment itself, or one of an image's renditions.
 * Null when the blob does not exist or belongs to no card file.
 */
export async function findBlobFile(db: Database, blobId: string): Promise<BlobFile | null> {
  const [row] = await db
    .select({ blob: blobs, file: cardFiles })
    .from(blobs)
    .innerJoin(
      cardFiles,
      or(
        eq(cardFiles.blobId, blobs.id),
        eq(cardFiles.previewBlobId, blobs.id),
        eq(cardFiles.thumbnailBlobId, blobs.id),
      ),
    )
    .where(eq(blobs.id, blobId))
    .limit(1);
  if (!row) return null;
  const links = await db
    .select({ versionId: cardFileLinks.versionId, name: cardFileLinks.name })
    .from(cardFileLinks)
    .where(eq(cardFileLinks.fileId, row.file.id));
  const rendition =
    row.file.blobId === blobId ? "original" : row.file.previewBlobId === blobId ? "preview" : "thumbnail";
  return { ...row, rendition, links };
}
