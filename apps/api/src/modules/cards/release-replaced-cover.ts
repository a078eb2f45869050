import { type CardContent, richTextFields } from "@keen/contracts";
import { cardFileLinks, cardFiles } from "@keen/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "./load-card";

/**
 * A save that replaces or removes the cover takes the old cover image out of the draft's files,
 * unless the new draft still shows it inline in its rich text. Published versions hold their own
 * links, so a cover they show keeps its file. Returns true when a file left the draft: it may now
 * belong to no content, and the caller prunes it after the commit.
 */
export async function releaseReplacedCover(
  tx: Transaction,
  cardId: string,
  before: CardContent,
  after: CardContent,
): Promise<boolean> {
  const old = before.coverImageId;
  if (!old || old === after.coverImageId) return false;
  const [file] = await tx
    .select({
      blobId: cardFiles.blobId,
      previewBlobId: cardFiles.previewBlobId,
      thumbnailBlobId: cardFiles.thumbnailBlobId,
    })
    .from(cardFiles)
    .where(and(eq(cardFiles.id, old), eq(cardFiles.cardId, cardId)));
  if (!file) return false;
  const richText = JSON.stringify(richTextFields.map((field) => after[field])).toLowerCase();
  const isShownInline = [file.blobId, file.previewBlobId, file.thumbnailBlobId].some(
    (blobId) => blobId && richText.includes(`/file/${blobId.toLowerCase()}/content`),
  );
  if (isShownInline) return false;
  const released = await tx
    .delete(cardFileLinks)
    .where(
      and(eq(cardFileLinks.fileId, old), eq(cardFileLinks.cardId, cardId), isNull(cardFileLinks.versionId)),
    )
    .returning({ id: cardFileLinks.id });
  return released.length > 0;
}
