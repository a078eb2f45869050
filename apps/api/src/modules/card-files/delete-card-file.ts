import { cardFileLinks, cardFiles, type Database } from "@keen/db";
import { and, eq, isNull } from "drizzle-orm";
import type { BlobStore } from "../../lib/blob-store";
import { notFound } from "../../lib/errors";
import { pruneOrphanFiles } from "./prune-orphan-files";

type Target = { cardId: string; fileId: string; kind: "image" | "attachment" };

/**
 * `DELETE /Card/{cardId}/Images|Attachments/{id}`: removes the file from the card's draft.
 * Published versions that contain it keep it; when no content holds it any more, its rows and
 * stored bytes are deleted. 404 when the draft has no such file.
 */
export async function deleteDraftFile(db: Database, store: BlobStore, target: Target): Promise<void> {
  const removed = await db
    .delete(cardFileLinks)
    .where(
      and(
        eq(cardFileLinks.cardId, target.cardId),
        eq(cardFileLinks.fileId, target.fileId),
        isNull(cardFileLinks.versionId),
        eq(
          cardFileLinks.fileId,
          db
            .select({ id: cardFiles.id })
            .from(cardFiles)
            .where(and(eq(cardFiles.id, target.fileId), eq(cardFiles.kind, target.kind))),
        ),
      ),
    )
    .returning({ id: cardFileLinks.id });
  if (removed.length === 0) throw notFound(target.kind === "image" ? "Image" : "Attachment");
  await pruneOrphanFiles(db, store, target.cardId);
}
