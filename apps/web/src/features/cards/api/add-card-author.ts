import type { CardAuthor, CardAuthorAddInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Adds a member, or an external co-author by name (`POST /Card/{cardId}/Authors`). */
export async function addCardAuthor(id: string, input: CardAuthorAddInput) {
  const { data } = await apiClient.post<CardAuthor[] | CardAuthor>(
    `/Card/${encodeURIComponent(id)}/Authors`,
    input,
    { quietStatuses: [400, 409] },
  );
  return data;
}

/** Adds an author, then refreshes everything about the card (authors show in several places). */
export function useAddCardAuthor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardAuthorAddInput) => addCardAuthor(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.card(id) }),
  });
}
