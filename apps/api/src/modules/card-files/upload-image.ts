import type { Database } from "@keen/db";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../../lib/blob-store";
import type { LinkedFile } from "./card-file-queries";
import { discardCardImage, receiveCardImage, recordCardImage } from "./receive-card-image";
import { insertDraftFile } from "./stored-files";

type Upload = { cardId: string; userId: string; maxBytes: number };

/**
 * `POST /Card/{cardId}/Images`: receives one image (JPEG, PNG, WebP or GIF by its bytes),
 * stores it without metadata plus its 960/320 WebP renditions, and adds it to the card's draft.
 * Nothing stays stored when any step fails.
 */
export async function uploadImage(
  db: Database,
  store: BlobStore,
  request: FastifyRequest,
  upload: Upload,
): Promise<LinkedFile> {
  const image = await receiveCardImage(request, store, upload.maxBytes);
  try {
    return await db.transaction(async (tx) =>
      insertDraftFile(
        tx,
        { cardId: upload.cardId, kind: "image", ...(await recordCardImage(tx, image, upload.userId)) },
        image.main.key,
      ),
    );
  } catch (error) {
    await discardCardImage(store, image);
    throw error;
  }
}
