import { pruneCardFilesAfterCommit } from "@keen/cards";
import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../../lib/blob-store";
import type { LinkedFile } from "./card-file-queries";
import { discardCardImage, receiveCardImage, recordCardImage } from "./receive-card-image";
import { insertDraftFile } from "./stored-files";

type Upload = { cardId: string; userId: string; maxBytes: number };

/**
 * `POST /Card/{cardId}/Images`: receives one image (JPEG, PNG, WebP or GIF by its bytes),
 * stores it without metadata plus its 960/320 WebP renditions, and adds it to the card's draft.
 * A prune of the card's files is recorded for when its grace period is over: if the saved draft
 * does not show it by then, it leaves. Nothing stays stored when any step fails.
 */
export async function uploadImage(
  db: Database,
  store: BlobStore,
  jobs: JobSender,
  request: FastifyRequest,
  upload: Upload,
): Promise<LinkedFile> {
  const image = await receiveCardImage(request, store, upload.maxBytes);
  try {
    return await db.transaction(async (tx) => {
      const file = await insertDraftFile(
        tx,
        { cardId: upload.cardId, kind: "image", ...(await recordCardImage(tx, image, upload.userId)) },
        image.main.key,
      );
      await pruneCardFilesAfterCommit(tx, jobs, upload.cardId, { afterGrace: true });
      return file;
    });
  } catch (error) {
    await discardCardImage(store, image);
    throw error;
  }
}
