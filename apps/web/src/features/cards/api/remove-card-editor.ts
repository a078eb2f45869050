import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Takes a member's editing rights away (`DELETE /Card/{cardId}/Editors/{userId}`). */
export async function removeCardEditor(id: string, userId: string) {
  await apiClient.delete(`/Card/${encodeURIComponent(id)}/Editors/${encodeURIComponent(userId)}`);
}

/** Removes an editor, then refreshes everything about the card. */
export function useRemoveCardEditor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeCardEditor(id, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.card(id) }),
  });
}
