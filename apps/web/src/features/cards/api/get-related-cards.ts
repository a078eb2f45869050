import type { CardSummary } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Published cards like this one (`GET /Card/{cardId}/Related`), best match first. */
export async function getRelatedCards(id: string, limit = 6, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardSummary[]>(`/Card/${encodeURIComponent(id)}/Related`, {
    params: { limit },
    signal,
  });
  return data;
}

/** Query options for the related cards of a card. */
export function relatedCardsQueryOptions(id: string, limit = 6) {
  return queryOptions({
    queryKey: [...cardKeys.related(id), limit],
    queryFn: ({ signal }) => getRelatedCards(id, limit, signal),
    enabled: !!id,
  });
}

/** The "Recommended content" of a card. */
export function useRelatedCards(id: string, limit = 6) {
  return useQuery(relatedCardsQueryOptions(id, limit));
}
