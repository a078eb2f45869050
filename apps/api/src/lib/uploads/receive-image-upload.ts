import { buffer } from "node:stream/consumers";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "../blob-store";
import { cleanFileName } from "../content-disposition";
import {
  discardRenditions,
  type RenditionSpec,
  type StoredRendition,
  storeRenditions,
} from "./image-renditions";
import { openUpload } from "./open-upload";
import { receiveFilePart } from "./receive-file-part";

/** A received image: the cleaned upload name and the stored renditions, by spec name. */
export type ReceivedImage<K extends string> = { name: string; renditions: Record<K, StoredRendition> };

export type ReceiveImageOptions<K extends string> = {
  /** Largest accepted upload in bytes (413 above). */
  maxBytes: number;
  /** The renditions to store (re-encoded, so metadata and anything hidden in the file are gone). */
  renditions: Record<K, RenditionSpec>;
  /** Keep every frame of animated GIF/WebP (default: the first frame only). */
  isAnimated?: boolean;
};

/**
 * Receives one image from a `multipart/form-data` request (one file part, any field name): the
 * type is sniffed from the bytes (JPEG, PNG, WebP or GIF, 415 otherwise, whatever the declared
 * type says), the size bounded while streaming (413), and every requested rendition re-encoded
 * with sharp and stored. Nothing stays stored when any step fails; call `discardReceivedImage`
 * when a later step (the database write) fails.
 */
export async function receiveImageUpload<K extends string>(
  request: FastifyRequest,
  store: BlobStore,
  options: ReceiveImageOptions<K>,
): Promise<ReceivedImage<K>> {
  const { stored } = await receiveFilePart(
    request,
    options.maxBytes,
    async (part): Promise<ReceivedImage<K>> => {
      const name = cleanFileName(part.filename, "image");
      const opened = await openUpload(part.file, {
        kind: "image",
        declaredType: part.mimetype,
        fileName: name,
        maxBytes: options.maxBytes,
      });
      // sharp decodes from memory anyway; the guard above has bounded the size.
      const input = await buffer(opened.body);
      const renditions = await storeRenditions(store, input, options.renditions, {
        isAnimated: options.isAnimated,
      });
      return { name, renditions };
    },
    (image) => discardReceivedImage(store, image),
  );
  return stored;
}

/** Removes a received image's stored renditions (when its database write failed). */
export function discardReceivedImage<K extends string>(
  store: BlobStore,
  image: ReceivedImage<K>,
): Promise<void> {
  return discardRenditions(store, Object.values<StoredRendition>(image.renditions));
}
