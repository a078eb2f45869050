import { buffer } from "node:stream/consumers";
import type { Database } from "@keen/db";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../../lib/blob-store";
import { discardRenditions, recordBlob } from "../../lib/uploads";
import { openUpload } from "../../lib/uploads/open-upload";
import { receiveFilePart } from "../../lib/uploads/receive-file-part";
import { cleanFileName } from "../files/content-disposition";
import type { LinkedFile } from "./card-file-queries";
import { type CardImageRenditions, storeCardImage } from "./image-renditions";
import { insertDraftFile } from "./stored-files";

type Upload = { cardId: string; userId: string; maxBytes: number };
type StoredImage = CardImageRenditions & { name: string };

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
  const discard = (image: StoredImage) =>
    discardRenditions(store, [image.main, image.preview, image.thumbnail]);
  const { stored } = await receiveFilePart(
    request,
    upload.maxBytes,
    async (part): Promise<StoredImage> => {
      const name = cleanFileName(part.filename, "image");
      const opened = await openUpload(part.file, {
        kind: "image",
        declaredType: part.mimetype,
        fileName: name,
        maxBytes: upload.maxBytes,
      });
      // sharp decodes from memory anyway; the guard above has bounded the size.
      const renditions = await storeCardImage(store, await buffer(opened.body), opened.contentType);
      return { ...renditions, name };
    },
    discard,
  );
  try {
    return await db.transaction(async (tx) =>
      insertDraftFile(
        tx,
        {
          cardId: upload.cardId,
          kind: "image",
          name: stored.name,
          contentType: stored.main.contentType,
          size: stored.main.size,
          width: stored.main.width,
          height: stored.main.height,
          blobId: await recordBlob(tx, stored.main, upload.userId),
          previewBlobId: await recordBlob(tx, stored.preview, upload.userId),
          thumbnailBlobId: await recordBlob(tx, stored.thumbnail, upload.userId),
          createdBy: upload.userId,
        },
        stored.main.key,
      ),
    );
  } catch (error) {
    await discard(stored);
    throw error;
  }
}
