import type { CardDetail } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "@/lib/analytics";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Brings a soft-deleted card back (`POST /Card/{cardId}/Restore`). */
export async function restoreCard(id: string) {
  const { data } = await apiClient.post<CardDetail>(`/Card/${encodeURIComponent(id)}/Restore`);
  return data;
}

/** Restores a deleted card, then refreshes that card and every card list. */
export function useRestoreCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCard,
    onSuccess: (_card, id) => {
      track("card restored", { cardId: id });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cardKeys.card(id) }),
        queryClient.invalidateQueries({ queryKey: cardKeys.lists() }),
      ]);
    },
  });
}
