import { useCallback, useMemo } from "react";
import { type ImageSrcMapping, signedImageSrcMapping } from "@/components/rich-text/image-src";
import type { UploadImage } from "@/components/rich-text/rich-text-editor";
import { getEnv } from "@/lib/env";
import { useCmsPageImages } from "../api/get-cms-page-images";
import { useUploadCmsPageImage } from "../api/upload-cms-page-image";

/**
 * Images of a page being edited: uploads go to the page (`POST /CmsPage/{id}/Images`), and the
 * stable `/File/{blobId}/Content` paths stored in its content are shown through the signed URLs
 * of the page's image list (the page may be inactive, and an `<img>` sends no sign-in token).
 * A new page (no id yet) has nowhere to upload: `uploadImage` is undefined.
 */
export function useCmsPageImageUploads(pageId: string | undefined): {
  imageSrc: ImageSrcMapping;
  uploadImage: UploadImage | undefined;
} {
  const images = useCmsPageImages(pageId);
  const upload = useUploadCmsPageImage(pageId ?? "");
  const imageSrc = useMemo(
    () => signedImageSrcMapping(images.data ?? [], getEnv().VITE_API_URL),
    [images.data],
  );
  const uploadImage = useCallback<UploadImage>(
    async (file, options) => {
      const image = await upload.mutateAsync({ file, onProgress: options?.onProgress });
      return { src: image.url, alt: image.name.replace(/\.[^.]+$/, "") };
    },
    [upload.mutateAsync],
  );
  return { imageSrc, uploadImage: pageId ? uploadImage : undefined };
}
