import type { CardEditor } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Lets a member edit the card (`POST /Card/{cardId}/Editors`). */
export async function addCardEditor(id: string, userId: string) {
  const { data } = await apiClient.post<CardEditor[] | CardEditor>(
    `/Card/${encodeURIComponent(id)}/Editors`,
    { userId },
    { quietStatuses: [400, 409] },
  );
  return data;
}

/** Adds an editor, then refreshes everything about the card. */
export function useAddCardEditor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addCardEditor(id, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.card(id) }),
  });
}
