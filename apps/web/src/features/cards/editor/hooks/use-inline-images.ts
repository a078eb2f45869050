import type { CardImage } from "@keen/contracts";
import { useCallback, useMemo } from "react";
import { blobIdOfSrc, type ImageSrcMapping, storedFileSrc } from "@/components/rich-text/image-src";
import { useCardImages } from "@/features/cards/api/get-card-images";
import { useUploadCardImage } from "@/features/cards/api/upload-card-image";
import { getEnv } from "@/lib/env";

function urlsByBlob(images: CardImage[]): Map<string, string> {
  const urls = new Map<string, string>();
  for (const image of images) {
    for (const url of [image.url, image.previewUrl, image.thumbnailUrl]) {
      const blobId = blobIdOfSrc(url);
      if (blobId) urls.set(blobId.toLowerCase(), url);
    }
  }
  return urls;
}

/**
 * Inline images of the rich-text fields: uploads go to the card's images, and the stable
 * `/File/{blobId}/Content` paths stored in documents are shown through the signed URLs the
 * images list hands out (an `<img>` cannot send the sign-in token).
 */
export function useInlineImages(cardId: string) {
  const images = useCardImages(cardId);
  const upload = useUploadCardImage(cardId);
  const urls = useMemo(() => urlsByBlob(images.data ?? []), [images.data]);

  const imageSrc = useMemo<ImageSrcMapping>(
    () => ({
      toDisplay: (src) => {
        const blobId = blobIdOfSrc(src)?.toLowerCase();
        if (!blobId) return src;
        return urls.get(blobId) ?? `${getEnv().VITE_API_URL}${storedFileSrc(src)}`;
      },
      toStored: storedFileSrc,
    }),
    [urls],
  );

  const uploadImage = useCallback(
    async (file: File) => {
      const image = await upload.mutateAsync({ file });
      return { src: image.url, alt: image.name.replace(/\.[^.]+$/, "") };
    },
    [upload.mutateAsync],
  );

  return { imageSrc, uploadImage, isLoading: images.isLoading };
}
