import type { CardAuthor } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** A card's authors in credit order (`GET /Card/{cardId}/Authors`). */
export async function getCardAuthors(id: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardAuthor[]>(`/Card/${encodeURIComponent(id)}/Authors`, { signal });
  return data;
}

/** Query options for a card's authors. */
export function cardAuthorsQueryOptions(id: string) {
  return queryOptions({
    queryKey: cardKeys.authors(id),
    queryFn: ({ signal }) => getCardAuthors(id, signal),
    enabled: !!id,
  });
}

/** A card's authors (editor's people section, the view's authors tab). */
export function useCardAuthors(id: string) {
  return useQuery(cardAuthorsQueryOptions(id));
}
