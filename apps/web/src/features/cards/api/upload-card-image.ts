import type { CardImage } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cardKeys } from "./card-keys";
import { type UploadOptions, uploadCardFile } from "./upload-card-file";

/** Uploads an image to the card's draft (`POST /Card/{cardId}/Images`): a cover or an inline image. */
export function uploadCardImage(id: string, file: File, options?: UploadOptions) {
  return uploadCardFile<CardImage>(`/Card/${encodeURIComponent(id)}/Images`, file, options);
}

/** Uploads an image and adds it to the cached list of the draft's images. */
export function useUploadCardImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: UploadOptions & { file: File }) => uploadCardImage(id, file, options),
    onSuccess: (image) => {
      queryClient.setQueryData<CardImage[]>(cardKeys.images(id, "draft"), (list) =>
        list ? [...list.filter((i) => i.id !== image.id), image] : list,
      );
    },
  });
}
