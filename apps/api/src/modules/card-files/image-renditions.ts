import { Readable } from "node:stream";
import sharp, { type Sharp } from "sharp";
import type { BlobStore, StoredBlob } from "../../lib/blob-store";
import { unsupportedMediaType } from "../../lib/errors";

/** A stored rendition: the blob and the content type it was stored with. */
export type Rendition = StoredBlob & { contentType: string };

/** The renditions of an uploaded image: the cleaned full image and two WebP thumbnails. */
export type ImageRenditions = {
  main: Rendition;
  preview: Rendition;
  thumbnail: Rendition;
  width: number;
  height: number;
};

/** Widths of the generated WebP renditions (never enlarged beyond the original). */
export const renditionWidths = { preview: 960, thumbnail: 320 } as const;

/** Pixel count above which an image is refused (a decompression bomb, not a photo). */
const MAX_PIXELS = 100_000_000;

const reencode: Record<string, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (image) => image.png({ compressionLevel: 9 }),
  "image/webp": (image) => image.webp({ quality: 90 }),
  "image/gif": (image) => image.gif(),
};

function openImage(input: Buffer): Sharp {
  return sharp(input, { animated: true, failOn: "error", limitInputPixels: MAX_PIXELS }).autoOrient();
}

async function render(image: Sharp) {
  try {
    return await image.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unsupportedMediaType(`This image could not be read (${(error as Error).message}).`);
  }
}

async function putBuffer(store: BlobStore, data: Buffer, contentType: string): Promise<Rendition> {
  return { ...(await store.put(Readable.from([data]), { contentType })), contentType };
}

/**
 * Makes an uploaded image safe and light: re-encoded in its own format with the EXIF rotation
 * applied and all metadata (camera, GPS) stripped, plus 960 and 320 pixel wide WebP renditions;
 * all three stored. An unreadable image is a 415; on any failure nothing stays stored.
 */
export async function storeImageRenditions(
  store: BlobStore,
  input: Buffer,
  contentType: string,
): Promise<ImageRenditions> {
  const image = openImage(input);
  const webp = (width: number) =>
    image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 });
  const [main, preview, thumbnail] = await Promise.all([
    render(reencode[contentType]!(image.clone())),
    render(webp(renditionWidths.preview)),
    render(webp(renditionWidths.thumbnail)),
  ]);
  const stored = await Promise.allSettled([
    putBuffer(store, main.data, contentType),
    putBuffer(store, preview.data, "image/webp"),
    putBuffer(store, thumbnail.data, "image/webp"),
  ]);
  const failed = stored.find((result) => result.status === "rejected");
  const kept = stored.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  if (failed) {
    await Promise.all(kept.map((blob) => store.delete(blob.key).catch(() => {})));
    throw failed.reason;
  }
  const [mainBlob, previewBlob, thumbnailBlob] = kept as [Rendition, Rendition, Rendition];
  return {
    main: mainBlob,
    preview: previewBlob,
    thumbnail: thumbnailBlob,
    width: main.info.width,
    height: main.info.pageHeight ?? main.info.height,
  };
}

/** A 320 pixel wide WebP thumbnail of an image attachment, or null when it cannot be read. */
export async function storeThumbnail(store: BlobStore, input: Buffer): Promise<Rendition | null> {
  try {
    const image = openImage(input).resize({ width: renditionWidths.thumbnail, withoutEnlargement: true });
    const { data } = await image.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return await putBuffer(store, data, "image/webp");
  } catch {
    return null;
  }
}
