import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "@/lib/analytics";
import { apiClient } from "@/lib/api-client";
import { refreshCard } from "./card-action";

/** Soft-deletes a card (`DELETE /Card/{cardId}`); Restore brings it back. */
export async function deleteCard(id: string) {
  await apiClient.delete(`/Card/${encodeURIComponent(id)}`);
}

/** Deletes a card and refreshes it and the lists. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_data, id) => {
      track("card deleted", { cardId: id });
      return refreshCard(queryClient, id);
    },
  });
}
