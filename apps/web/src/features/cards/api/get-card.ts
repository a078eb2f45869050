import type { CardDetail, CardVersionKind } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/**
 * Loads one card (`GET /Card/{cardId}`): the latest published version when there is one, else the
 * draft, unless `version` asks for one. A 404 (missing, or not visible to the caller) and a 403
 * (a reader asking for the draft) are left to the page, which explains them instead of a toast.
 */
export async function getCard(id: string, version?: CardVersionKind, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardDetail>(`/Card/${encodeURIComponent(id)}`, {
    params: version ? { version } : undefined,
    signal,
    quietStatuses: [403, 404],
  });
  return data;
}

/** Query options for one card (optionally a given version). */
export function cardQueryOptions(id: string, version?: CardVersionKind) {
  return queryOptions({
    queryKey: cardKeys.detail(id, version),
    queryFn: ({ signal }) => getCard(id, version, signal),
    enabled: !!id,
  });
}

/** One card for the reader or the editor. */
export function useCard(id: string, version?: CardVersionKind) {
  return useQuery(cardQueryOptions(id, version));
}
