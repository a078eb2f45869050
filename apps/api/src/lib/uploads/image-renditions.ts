import { Readable } from "node:stream";
import type { OutputInfo, Sharp } from "sharp";
import type { BlobStore, StoredBlob } from "../blob-store";
import { unsupportedMediaType } from "../errors";

/** A stored rendition: the blob and the content type it was stored with, plus its pixel size. */
export type StoredRendition = StoredBlob & { contentType: string; width: number; height: number };

/** How to make one rendition from the decoded image (resize, encode) and what type it will be. */
export type RenditionSpec = { contentType: string; transform: (image: Sharp) => Sharp };

/** Pixel count above which an image is refused (a decompression bomb, not a photo). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * Decodes an uploaded image strictly (truncated or corrupt data fails), with the EXIF rotation
 * applied. Re-encoding drops every piece of metadata (camera, GPS) unless a spec asks for it.
 * sharp (libvips, about 20 MB resident) loads with the first image, not with the process.
 */
export async function openImage(input: Buffer, options: { isAnimated?: boolean } = {}): Promise<Sharp> {
  const { default: sharp } = await import("sharp");
  return sharp(input, {
    animated: options.isAnimated ?? false,
    failOn: "error",
    limitInputPixels: MAX_IMAGE_PIXELS,
  }).autoOrient();
}

/**
 * Renders every spec from `input` and stores the results. An image sharp cannot read is a 415;
 * when storing any rendition fails, the ones already stored are removed before rethrowing.
 */
export async function storeRenditions<K extends string>(
  store: BlobStore,
  input: Buffer,
  specs: Record<K, RenditionSpec>,
  options: { isAnimated?: boolean } = {},
): Promise<Record<K, StoredRendition>> {
  const image = await openImage(input, options);
  const keys = Object.keys(specs) as K[];
  let rendered: { data: Buffer; info: OutputInfo }[];
  try {
    rendered = await Promise.all(
      keys.map((key) => specs[key].transform(image.clone()).toBuffer({ resolveWithObject: true })),
    );
  } catch (error) {
    throw unsupportedMediaType(`This image could not be read (${(error as Error).message}).`);
  }
  const stored = await Promise.allSettled(
    rendered.map(async ({ data, info }, index) => {
      const contentType = specs[keys[index]!].contentType;
      const blob = await store.put(Readable.from([data]), { contentType });
      return { ...blob, contentType, width: info.width, height: info.pageHeight ?? info.height };
    }),
  );
  const kept = stored.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = stored.find((result) => result.status === "rejected");
  if (failed) {
    await discardRenditions(store, kept);
    throw failed.reason;
  }
  return Object.fromEntries(keys.map((key, index) => [key, kept[index]!])) as Record<K, StoredRendition>;
}

/**
 * Removes stored renditions whose database rows were never written, at once and best effort:
 * what a failure leaves has no row, so the orphan-blob sweep removes it a day later.
 */
export async function discardRenditions(
  store: BlobStore,
  renditions: Iterable<{ key: string } | null | undefined>,
): Promise<void> {
  await Promise.all(
    [...renditions].flatMap((blob) => (blob ? [store.delete(blob.key).catch(() => {})] : [])),
  );
}
