import type { CardAuthor } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Sets the credit order of a card's authors (`PUT /Card/{cardId}/Authors` with every entry id). */
export async function reorderCardAuthors(id: string, authorIds: string[]) {
  const { data } = await apiClient.put<CardAuthor[]>(`/Card/${encodeURIComponent(id)}/Authors`, {
    authorIds,
  });
  return data;
}

/**
 * Reorders authors optimistically: the authors list shows the new order at once and goes back to
 * the server's order if the call fails.
 */
export function useReorderCardAuthors(id: string) {
  const queryClient = useQueryClient();
  const key = cardKeys.authors(id);
  return useMutation({
    mutationFn: (authors: CardAuthor[]) =>
      reorderCardAuthors(
        id,
        authors.map((a) => a.id),
      ),
    onMutate: async (authors) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CardAuthor[]>(key);
      queryClient.setQueryData(key, authors);
      return { previous };
    },
    onError: (_error, _authors, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.card(id) }),
  });
}
