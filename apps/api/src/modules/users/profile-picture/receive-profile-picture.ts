import { buffer } from "node:stream/consumers";
import { PROFILE_PICTURE_TYPES } from "@keen/contracts";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../../../lib/blob-store";
import { isAppError, unsupportedMediaType } from "../../../lib/errors";
import { discardRenditions, type StoredRendition, storeRenditions } from "../../../lib/uploads";
import { openUpload } from "../../../lib/uploads/open-upload";
import { receiveFilePart } from "../../../lib/uploads/receive-file-part";
import { type PictureRenditionKey, pictureRenditions } from "./picture-renditions";

/** The stored renditions of a received picture, by size key. */
export type ReceivedPicture = Record<PictureRenditionKey, StoredRendition>;

const refusal = (what: string) =>
  unsupportedMediaType(`${what} Choose a JPEG, PNG or WebP image (at most 10 MB) for your profile picture.`);

/**
 * Receives one picture from a multipart request: the type is sniffed from the bytes (JPEG, PNG
 * or WebP; anything else, GIFs and files merely named `.png` included, is a 415 with a clear
 * message), the size bounded while streaming (413), then the square WebP renditions are made
 * and stored. Nothing stays stored when any step fails.
 */
export async function receiveProfilePicture(
  request: FastifyRequest,
  store: BlobStore,
  maxBytes: number,
): Promise<ReceivedPicture> {
  const { stored } = await receiveFilePart(
    request,
    maxBytes,
    async (part) => {
      const opened = await openUpload(part.file, {
        kind: "image",
        declaredType: part.mimetype,
        fileName: part.filename,
        maxBytes,
      }).catch((error: unknown) => {
        if (isAppError(error) && error.statusCode === 415)
          throw refusal("This file is not a picture we can use.");
        throw error;
      });
      // sharp decodes from memory anyway; the guard above has bounded the size.
      const input = await buffer(opened.body);
      if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(opened.contentType)) {
        throw refusal(`This is a ${opened.contentType.replace("image/", "").toUpperCase()} image.`);
      }
      return storeRenditions(store, input, pictureRenditions);
    },
    (picture) => discardRenditions(store, Object.values(picture)),
  );
  return stored;
}
