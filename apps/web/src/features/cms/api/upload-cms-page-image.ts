import type { CmsPageImage } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cmsKeys } from "./cms-keys";

export type UploadCmsImageInput = {
  file: File;
  /** Progress from 0 to 1 (reported at most three times a second). */
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads an image for a page's content (`POST /CmsPage/{id}/Images`, multipart). Refusals (too
 * big 413, not an image 415) are shown by the client with the server's message.
 */
export async function uploadCmsPageImage(id: string, { file, onProgress }: UploadCmsImageInput) {
  const form = new FormData();
  form.append("file", file, file.name);
  const { data } = await apiClient.post<CmsPageImage>(`/CmsPage/${encodeURIComponent(id)}/Images`, form, {
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return data;
}

/** Uploads an image and adds it to the cached list of the page's images. */
export function useUploadCmsPageImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadCmsImageInput) => uploadCmsPageImage(id, input),
    onSuccess: (image) => {
      queryClient.setQueryData<CmsPageImage[]>(cmsKeys.images(id), (list) =>
        list ? [...list.filter((i) => i.id !== image.id), image] : [image],
      );
    },
  });
}
