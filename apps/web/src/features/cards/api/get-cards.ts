import type { CardList } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type CardListFilters, cardKeys } from "./card-keys";

/** One page of published cards (`GET /Card`), sorted and filtered by type or text. */
export async function getCards(filters: CardListFilters = {}, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardList>("/Card", { params: filters, signal });
  return data;
}

/** Query options for a page of published cards; the previous page stays on screen while the next loads. */
export function cardsQueryOptions(filters: CardListFilters = {}) {
  return queryOptions({
    queryKey: cardKeys.list(filters),
    queryFn: ({ signal }) => getCards(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of published cards (landing page, dashboard). */
export function useCards(filters: CardListFilters = {}) {
  return useQuery(cardsQueryOptions(filters));
}
