import type { Sharp } from "sharp";
import type { BlobStore } from "../../lib/blob-store";
import { type RenditionSpec, type StoredRendition, storeRenditions } from "../../lib/uploads";

/** Widths of the generated WebP renditions (never enlarged beyond the original). */
export const renditionWidths = { preview: 960, thumbnail: 320 } as const;

const reencode: Record<string, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (image) => image.png({ compressionLevel: 9 }),
  "image/webp": (image) => image.webp({ quality: 90 }),
  "image/gif": (image) => image.gif(),
};

const webp = (width: number): RenditionSpec => ({
  contentType: "image/webp",
  transform: (image) => image.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }),
});

/** The renditions of a card image: the cleaned full image and two WebP thumbnails. */
export type CardImageRenditions = Record<"main" | "preview" | "thumbnail", StoredRendition>;

/**
 * Makes an uploaded card image safe and light: re-encoded in its own format (animation kept)
 * with the EXIF rotation applied and all metadata (camera, GPS) stripped, plus 960 and 320 pixel
 * wide WebP renditions; all three stored. Unreadable images are a 415; nothing stays on failure.
 */
export function storeCardImage(
  store: BlobStore,
  input: Buffer,
  contentType: string,
): Promise<CardImageRenditions> {
  return storeRenditions(
    store,
    input,
    {
      main: { contentType, transform: reencode[contentType]! },
      preview: webp(renditionWidths.preview),
      thumbnail: webp(renditionWidths.thumbnail),
    },
    { isAnimated: contentType === "image/gif" || contentType === "image/webp" },
  );
}

/** A 320 pixel wide WebP thumbnail of an image attachment, or null when it cannot be read. */
export async function storeThumbnail(store: BlobStore, input: Buffer): Promise<StoredRendition | null> {
  try {
    const { thumbnail } = await storeRenditions(store, input, { thumbnail: webp(renditionWidths.thumbnail) });
    return thumbnail;
  } catch {
    return null;
  }
}
