import type { CardAttachment } from "@keen/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { cardKeys } from "./card-keys";
import { type UploadOptions, uploadCardFile } from "./upload-card-file";

/**
 * Uploads a file to the card's draft attachments (`POST /Card/{cardId}/Attachments`), recording
 * the resources folder it goes into.
 */
export function uploadCardAttachment(
  id: string,
  file: File,
  folderId: string | null,
  options?: UploadOptions,
) {
  return uploadCardFile<CardAttachment>(`/Card/${encodeURIComponent(id)}/Attachments`, file, {
    ...options,
    fields: folderId ? { folderId } : undefined,
  });
}

/**
 * An upload function that also adds the new attachment to the cached list of the draft's
 * attachments. (Several uploads run at once, each with its own progress, so this is a plain
 * function rather than one mutation.)
 */
export function useUploadCardAttachment(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, folderId: string | null, options?: UploadOptions) => {
      const attachment = await uploadCardAttachment(id, file, folderId, options);
      queryClient.setQueryData<CardAttachment[]>(cardKeys.attachments(id, "draft"), (list) => [
        ...(list ?? []).filter((a) => a.id !== attachment.id),
        attachment,
      ]);
      return attachment;
    },
    [id, queryClient],
  );
}
