import type { StoredRichText, StoredRichTextNode } from "@keen/db";

const fileSrcPattern = /^(?:https?:\/\/[^/?#]+)?\/File\/([0-9a-f-]{36})\/Content(?:\?.*)?$/i;

/** The blob id of one of our file URLs (`/File/{blobId}/Content`, absolute or not), if it is one. */
export function blobIdOfImageSrc(src: string): string | null {
  return fileSrcPattern.exec(src.trim())?.[1]?.toLowerCase() ?? null;
}

/** The blob ids a page's content shows as images (`/File/{blobId}/Content` sources), lower-cased. */
export function referencedBlobIds(content: StoredRichText | null | undefined): Set<string> {
  const ids = new Set<string>();
  const visit = (node: StoredRichTextNode) => {
    const src = node.type === "image" ? node.attrs?.src : undefined;
    const blobId = typeof src === "string" ? blobIdOfImageSrc(src) : null;
    if (blobId) ids.add(blobId);
    for (const child of node.content ?? []) visit(child);
  };
  for (const node of content?.content ?? []) visit(node);
  return ids;
}

/** True when the content shows the image through any of its blobs (full size or a rendition). */
export function isImageReferenced(
  ids: Set<string>,
  image: { blobId: string; previewBlobId: string; thumbnailBlobId: string },
): boolean {
  return ids.has(image.blobId) || ids.has(image.previewBlobId) || ids.has(image.thumbnailBlobId);
}
