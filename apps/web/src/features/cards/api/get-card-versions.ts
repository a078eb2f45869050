import type { CardVersion } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** The published versions of a card, newest first (`GET /Card/{cardId}/Published`). */
export async function getCardVersions(id: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardVersion[]>(`/Card/${encodeURIComponent(id)}/Published`, {
    signal,
  });
  return [...data].sort((a, b) => b.number - a.number);
}

/** Query options for a card's versions; `enabled` lets a popover load them only when opened. */
export function cardVersionsQueryOptions(id: string, enabled = true) {
  return queryOptions({
    queryKey: cardKeys.versions(id),
    queryFn: ({ signal }) => getCardVersions(id, signal),
    enabled: !!id && enabled,
  });
}

/** The list of a card's published versions with dates and authors. */
export function useCardVersions(id: string, enabled = true) {
  return useQuery(cardVersionsQueryOptions(id, enabled));
}
