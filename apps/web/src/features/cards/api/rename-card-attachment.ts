import type { CardAttachment, CardAttachmentRenameInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/**
 * Renames an attachment in the card's draft (`PATCH /Card/{cardId}/Attachments/{attachmentId}`);
 * published versions keep the name they were published with. A 400 names what is wrong with the
 * name and is shown on the field, so it raises no notification.
 */
export async function renameCardAttachment(
  id: string,
  attachmentId: string,
  input: CardAttachmentRenameInput,
) {
  const { data } = await apiClient.patch<CardAttachment>(
    `/Card/${encodeURIComponent(id)}/Attachments/${encodeURIComponent(attachmentId)}`,
    input,
    { quietStatuses: [400] },
  );
  return data;
}

/** Renames an attachment and puts the answer in the cached list of the draft's attachments. */
export function useRenameCardAttachment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentId, name }: { attachmentId: string; name: string }) =>
      renameCardAttachment(id, attachmentId, { name }),
    onSuccess: (attachment) => {
      queryClient.setQueryData<CardAttachment[]>(cardKeys.attachments(id, "draft"), (list) =>
        list?.map((a) => (a.id === attachment.id ? attachment : a)),
      );
      // The draft now differs from the published version ("unpublished changes").
      void queryClient.invalidateQueries({ queryKey: cardKeys.detail(id, "draft") });
    },
  });
}
