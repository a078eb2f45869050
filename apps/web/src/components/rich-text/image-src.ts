import type { RichText, RichTextNode } from "@keen/contracts";

/** How image sources are shown while editing and how they are stored. */
export type ImageSrcMapping = {
  /** Stored source (`/File/{blobId}/Content`) → a URL the browser can load now (e.g. signed). */
  toDisplay: (src: string) => string;
  /** A displayed URL → what is stored in the document. */
  toStored: (src: string) => string;
};

/** Our file content URLs, absolute or relative, with or without a signed `token` query. */
const fileUrlPattern = /^(?:https?:\/\/[^/]+)?(\/File\/[0-9a-f-]{36}\/Content)(?:\?.*)?$/i;

/**
 * Stores our own files by their stable path (`/File/{blobId}/Content`) instead of a signed URL
 * that expires; other sources are kept as they are.
 */
export function storedFileSrc(src: string): string {
  return fileUrlPattern.exec(src)?.[1] ?? src;
}

/** The blob id of one of our file URLs, if it is one. */
export function blobIdOfSrc(src: string): string | undefined {
  return /\/File\/([0-9a-f-]{36})\/Content/i.exec(src)?.[1];
}

function mapNode(node: RichTextNode, map: (src: string) => string): RichTextNode {
  const src = node.type === "image" ? node.attrs?.src : undefined;
  const attrs = typeof src === "string" ? { ...node.attrs, src: map(src) } : node.attrs;
  const content = node.content?.map((child) => mapNode(child, map));
  return { ...node, ...(attrs ? { attrs } : {}), ...(content ? { content } : {}) };
}

/** A copy of a document with every image `src` mapped. */
export function mapImageSources(doc: RichText, map: (src: string) => string): RichText {
  return mapNode(doc as RichTextNode, map) as RichText;
}

/** Signed URLs of an uploaded image and its renditions, as the API presents them. */
type SignedImageUrls = { url: string; previewUrl: string; thumbnailUrl: string };

/**
 * Shows stored `/File/{blobId}/Content` paths through the signed URLs of the given uploaded
 * images (an `<img>` cannot send the sign-in token); unknown ones fall back to the plain path on
 * `apiUrl`, and other sources are kept. Displayed URLs are stored by their stable path again.
 */
export function signedImageSrcMapping(images: SignedImageUrls[], apiUrl: string): ImageSrcMapping {
  const urls = new Map<string, string>();
  for (const image of images) {
    for (const url of [image.url, image.previewUrl, image.thumbnailUrl]) {
      const blobId = blobIdOfSrc(url);
      if (blobId) urls.set(blobId.toLowerCase(), url);
    }
  }
  return {
    toDisplay: (src) => {
      const blobId = blobIdOfSrc(src)?.toLowerCase();
      if (!blobId) return src;
      return urls.get(blobId) ?? `${apiUrl}${storedFileSrc(src)}`;
    },
    toStored: storedFileSrc,
  };
}
