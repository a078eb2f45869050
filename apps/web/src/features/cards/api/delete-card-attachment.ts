import type { CardAttachment } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/**
 * Removes an attachment from the card's draft (`DELETE /Card/{cardId}/Attachments/{attachmentId}`);
 * published versions keep their copy.
 */
export async function deleteCardAttachment(id: string, attachmentId: string) {
  await apiClient.delete(`/Card/${encodeURIComponent(id)}/Attachments/${encodeURIComponent(attachmentId)}`);
}

/** Deletes an attachment and drops it from the cached list of the draft's attachments. */
export function useDeleteCardAttachment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => deleteCardAttachment(id, attachmentId),
    onSuccess: (_data, attachmentId) =>
      queryClient.setQueryData<CardAttachment[]>(cardKeys.attachments(id, "draft"), (list) =>
        list?.filter((a) => a.id !== attachmentId),
      ),
  });
}
