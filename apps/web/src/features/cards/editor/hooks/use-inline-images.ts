import type { CardImage } from "@keen/contracts";
import { useCallback, useMemo, useRef } from "react";
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
 * images list hands out (an `<img>` cannot send the sign-in token). An image the list does not
 * know yet (a co-author's upload arriving in the live document) asks for the list again, once.
 */
export function useInlineImages(cardId: string) {
  const images = useCardImages(cardId);
  const upload = useUploadCardImage(cardId);
  const urls = useMemo(() => urlsByBlob(images.data ?? []), [images.data]);
  const asked = useRef(new Set<string>());
  const { refetch, isFetched } = images;

  const imageSrc = useMemo<ImageSrcMapping>(
    () => ({
      toDisplay: (src) => {
        const blobId = blobIdOfSrc(src)?.toLowerCase();
        if (!blobId) return src;
        const url = urls.get(blobId);
        if (!url && isFetched && !asked.current.has(blobId)) {
          asked.current.add(blobId);
          queueMicrotask(() => void refetch());
        }
        return url ?? `${getEnv().VITE_API_URL}${storedFileSrc(src)}`;
      },
      toStored: storedFileSrc,
    }),
    [urls, refetch, isFetched],
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
