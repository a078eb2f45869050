import type { CardCreateInput, CardDetail } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "@/lib/analytics";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/**
 * Creates a draft (`POST /Card`); the caller becomes its first author. Validation failures (400)
 * are shown on the form's fields, so they raise no extra notification.
 */
export async function createCard(input: CardCreateInput) {
  const { data } = await apiClient.post<CardDetail>("/Card", input, { quietStatuses: [400] });
  return data;
}

/** Creates a card, seeds its cache entry for the editor and refreshes the lists. */
export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: (card) => {
      track("card created", { cardId: card.id, typeId: card.typeId, type: card.type?.name });
      queryClient.setQueryData(cardKeys.detail(card.id, "draft"), card);
      return queryClient.invalidateQueries({ queryKey: cardKeys.lists() });
    },
  });
}
