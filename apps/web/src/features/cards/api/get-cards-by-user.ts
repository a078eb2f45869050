import type { CardList } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type CardsByUserFilters, cardKeys } from "./card-keys";

/**
 * One page of the cards a member authors or edits (`GET /Card/ByUser/{userId}`). The member
 * themself may filter by any status (including `deleted`); others only see published cards.
 */
export async function getCardsByUser(userId: string, filters: CardsByUserFilters = {}, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardList>(`/Card/ByUser/${encodeURIComponent(userId)}`, {
    params: filters,
    signal,
  });
  return data;
}

/** Query options for a member's cards; waits for the member id. */
export function cardsByUserQueryOptions(userId: string | undefined, filters: CardsByUserFilters = {}) {
  return queryOptions({
    queryKey: cardKeys.byUser(userId ?? "", filters),
    queryFn: ({ signal }) => getCardsByUser(userId ?? "", filters, signal),
    enabled: !!userId,
    placeholderData: keepPreviousData,
  });
}

/** A page of a member's cards (My cards, dashboard drafts, profiles). */
export function useCardsByUser(userId: string | undefined, filters: CardsByUserFilters = {}) {
  return useQuery(cardsByUserQueryOptions(userId, filters));
}
