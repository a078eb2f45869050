import { buffer } from "node:stream/consumers";
import type { Database } from "@keen/db";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../../lib/blob-store";
import { cleanFileName } from "../../lib/content-disposition";
import { discardRenditions, recordBlob } from "../../lib/uploads";
import { openUpload } from "../../lib/uploads/open-upload";
import { receiveFilePart } from "../../lib/uploads/receive-file-part";
import { type CardImageRenditions, storeCardImage } from "./image-renditions";

/** An image received and stored like a card image, with its cleaned upload name. */
export type ReceivedCardImage = CardImageRenditions & { name: string };

/** Removes a received image's stored renditions (when a later step failed). */
export function discardCardImage(store: BlobStore, image: ReceivedCardImage): Promise<void> {
  return discardRenditions(store, [image.main, image.preview, image.thumbnail]);
}

/**
 * Receives one image from a `multipart/form-data` request and stores it like a card image (JPEG,
 * PNG, WebP or GIF by its bytes, 415 otherwise; 413 above `maxBytes`; re-encoded without metadata
 * plus 960 and 320 pixel WebP renditions). Nothing stays stored when a step fails; call
 * `discardCardImage` when the database write that follows fails.
 */
export async function receiveCardImage(
  request: FastifyRequest,
  store: BlobStore,
  maxBytes: number,
): Promise<ReceivedCardImage> {
  const { stored } = await receiveFilePart(
    request,
    maxBytes,
    async (part): Promise<ReceivedCardImage> => {
      const name = cleanFileName(part.filename, "image");
      const opened = await openUpload(part.file, {
        kind: "image",
        declaredType: part.mimetype,
        fileName: name,
        maxBytes,
      });
      // sharp decodes from memory anyway; the guard above has bounded the size.
      const renditions = await storeCardImage(store, await buffer(opened.body), opened.contentType);
      return { ...renditions, name };
    },
    (image) => discardCardImage(store, image),
  );
  return stored;
}

/** Records the image's three blobs and returns the columns an image row shares (cards, CMS pages). */
export async function recordCardImage(
  tx: Pick<Database, "insert" | "delete" | "select">,
  image: ReceivedCardImage,
  userId: string,
) {
  return {
    name: image.name,
    contentType: image.main.contentType,
    size: image.main.size,
    width: image.main.width,
    height: image.main.height,
    blobId: await recordBlob(tx, image.main, userId),
    previewBlobId: await recordBlob(tx, image.preview, userId),
    thumbnailBlobId: await recordBlob(tx, image.thumbnail, userId),
    createdBy: userId,
  };
}
