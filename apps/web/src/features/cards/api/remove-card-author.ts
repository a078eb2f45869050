import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/**
 * Removes an author (`DELETE /Card/{cardId}/Authors/{userId}`; an external co-author by its entry
 * id). The API refuses to remove the last member author; the editor shows its message.
 */
export async function removeCardAuthor(id: string, authorKey: string) {
  await apiClient.delete(`/Card/${encodeURIComponent(id)}/Authors/${encodeURIComponent(authorKey)}`, {
    quietStatuses: [400, 409],
  });
}

/** Removes an author, then refreshes everything about the card. */
export function useRemoveCardAuthor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authorKey: string) => removeCardAuthor(id, authorKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.card(id) }),
  });
}
