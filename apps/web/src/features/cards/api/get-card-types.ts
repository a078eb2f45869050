import type { CardType } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** The card types in display order (`GET /Lookup/CardTypes`). */
export async function getCardTypes(signal?: AbortSignal) {
  const { data } = await apiClient.get<CardType[]>("/Lookup/CardTypes", { signal });
  return data;
}

/** Query options for the card types; they rarely change, so they stay fresh for an hour. */
export function cardTypesQueryOptions() {
  return queryOptions({
    queryKey: cardKeys.types(),
    queryFn: ({ signal }) => getCardTypes(signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The card types (type pickers, browse-by-type chips). */
export function useCardTypes() {
  return useQuery(cardTypesQueryOptions());
}
