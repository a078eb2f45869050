import type { CardAttachment, CardImage } from "@keen/contracts";
import type { BlobUrl } from "../../lib/file-url";
import type { LinkedFile } from "./card-file-queries";

/** An image as the API answers it, with signed URLs of the image and its renditions. */
export function presentImage(file: LinkedFile, blobUrl: BlobUrl): CardImage {
  return {
    id: file.id,
    name: file.linkName,
    contentType: file.contentType,
    size: file.size,
    width: file.width ?? 0,
    height: file.height ?? 0,
    url: blobUrl(file.blobId),
    previewUrl: blobUrl(file.previewBlobId ?? file.blobId),
    thumbnailUrl: blobUrl(file.thumbnailBlobId ?? file.blobId),
    createdAt: file.createdAt.toISOString(),
  };
}

/** An attachment as the API answers it, with a signed download URL (and thumbnail for images). */
export function presentAttachment(file: LinkedFile, blobUrl: BlobUrl): CardAttachment {
  return {
    id: file.id,
    name: file.linkName,
    contentType: file.contentType,
    size: file.size,
    folderId: file.folderId,
    url: blobUrl(file.blobId),
    thumbnailUrl: file.thumbnailBlobId ? blobUrl(file.thumbnailBlobId) : null,
    createdAt: file.createdAt.toISOString(),
  };
}
