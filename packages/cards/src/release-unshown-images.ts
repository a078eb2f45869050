import { type CardContent, richTextFields } from "@keen/contracts";
import type { Transaction } from "@keen/db";
import { cardFileLinks, cardFiles } from "@keen/db";
import { and, eq, inArray, isNull } from "drizzle-orm";

/**
 * How long a draft image the content does not show keeps its place in the draft: it may have
 * just been uploaded into an editor (this author's or a co-editor's) that has not saved yet.
 * Same reasoning and length as CMS page images (decisions 0009 and 0011).
 */
export const UNSHOWN_DRAFT_IMAGE_GRACE_MS = 60 * 60 * 1000;

const fileSrcPattern = /\/file\/([0-9a-f-]{36})\/content/g;

/** The blob ids the draft's rich text points at (`/File/{blobId}/Content`, anywhere in it), lower-cased. */
function blobIdsInRichText(content: CardContent): Set<string> {
  const text = JSON.stringify(richTextFields.map((field) => content[field])).toLowerCase();
  return new Set(Array.from(text.matchAll(fileSrcPattern), (match) => match[1]!));
}

/** An image the draft holds (a `card_file_links` row without a version). */
export type DraftImage = {
  id: string;
  blobId: string;
  previewBlobId: string | null;
  thumbnailBlobId: string | null;
  createdAt: Date;
};

function loadDraftImages(tx: Transaction, cardId: string): Promise<DraftImage[]> {
  return tx
    .select({
      id: cardFiles.id,
      blobId: cardFiles.blobId,
      previewBlobId: cardFiles.previewBlobId,
      thumbnailBlobId: cardFiles.thumbnailBlobId,
      createdAt: cardFiles.createdAt,
    })
    .from(cardFiles)
    .innerJoin(cardFileLinks, and(eq(cardFileLinks.fileId, cardFiles.id), isNull(cardFileLinks.versionId)))
    .where(and(eq(cardFiles.cardId, cardId), eq(cardFiles.kind, "image")));
}

/**
 * After a draft save (or a reset to the published version), takes out of the draft's files the
 * images the draft no longer shows: neither as its cover nor inline in any rich-text field
 * (through the image or one of its renditions). A cover the save replaced or removed goes at
 * once; any other image only once it is older than the grace period. Published versions hold
 * their own links, so an image a version shows keeps its file for readers. Returns true when a
 * file left the draft: it may now belong to no content, and the caller records a prune
 * (`pruneCardFilesAfterCommit`) in the same transaction.
 */
export async function releaseUnshownDraftImages(
  tx: Transaction,
  cardId: string,
  before: CardContent,
  after: CardContent,
  options: { now?: number; draftImages?: DraftImage[] } = {},
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const images = options.draftImages ?? (await loadDraftImages(tx, cardId));
  const shownInline = blobIdsInRichText(after);
  const isShown = (image: DraftImage) =>
    image.id === after.coverImageId ||
    [image.blobId, image.previewBlobId, image.thumbnailBlobId].some(
      (blobId) => blobId !== null && shownInline.has(blobId.toLowerCase()),
    );
  const replacedCover = before.coverImageId !== after.coverImageId ? before.coverImageId : null;
  const unshown = images.filter(
    (image) =>
      !isShown(image) &&
      (image.id === replacedCover || now - image.createdAt.getTime() > UNSHOWN_DRAFT_IMAGE_GRACE_MS),
  );
  if (unshown.length === 0) return false;
  const released = await tx
    .delete(cardFileLinks)
    .where(
      and(
        eq(cardFileLinks.cardId, cardId),
        isNull(cardFileLinks.versionId),
        inArray(
          cardFileLinks.fileId,
          unshown.map((image) => image.id),
        ),
      ),
    )
    .returning({ id: cardFileLinks.id });
  return released.length > 0;
}
