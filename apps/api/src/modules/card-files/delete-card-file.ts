import { pruneCardFilesAfterCommit } from "@keen/cards";
import { cardFileLinks, cardFiles, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, eq, isNull } from "drizzle-orm";
import { notFound } from "../../lib/errors";

type Target = { cardId: string; fileId: string; kind: "image" | "attachment" };

/**
 * `DELETE /Card/{cardId}/Images|Attachments/{id}`: removes the file from the card's draft.
 * Published versions that contain it keep it; when no content holds it any more, its rows and
 * stored bytes are deleted by `files.prune-card-files`, recorded with the removal. 404 when the
 * draft has no such file.
 */
export async function deleteDraftFile(db: Database, jobs: JobSender, target: Target): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(cardFileLinks)
      .where(
        and(
          eq(cardFileLinks.cardId, target.cardId),
          eq(cardFileLinks.fileId, target.fileId),
          isNull(cardFileLinks.versionId),
          eq(
            cardFileLinks.fileId,
            tx
              .select({ id: cardFiles.id })
              .from(cardFiles)
              .where(and(eq(cardFiles.id, target.fileId), eq(cardFiles.kind, target.kind))),
          ),
        ),
      )
      .returning({ id: cardFileLinks.id });
    if (removed.length === 0) throw notFound(target.kind === "image" ? "Image" : "Attachment");
    await pruneCardFilesAfterCommit(tx, jobs, target.cardId);
  });
}
