import type { CardDetail, CardVersionKind } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Which content of a card to load: the draft, the latest published version, or version N. */
export type CardVersionChoice = CardVersionKind | number;

/**
 * Loads one card (`GET /Card/{cardId}`): the latest published version when there is one, else the
 * draft, unless `version` asks for one (a number: that published version, as version links show). A 404 (missing, or not visible to the caller) and a 403
 * (a reader asking for the draft) are left to the page, which explains them instead of a toast.
 */
export async function getCard(id: string, version?: CardVersionChoice, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardDetail>(`/Card/${encodeURIComponent(id)}`, {
    params: typeof version === "number" ? { number: version } : version ? { version } : undefined,
    signal,
    quietStatuses: [403, 404],
  });
  return data;
}

/** Query options for one card (optionally a given version). */
export function cardQueryOptions(id: string, version?: CardVersionChoice) {
  return queryOptions({
    queryKey: cardKeys.detail(id, version),
    queryFn: ({ signal }) => getCard(id, version, signal),
    enabled: !!id,
  });
}

/** One card for the reader or the editor. */
export function useCard(id: string, version?: CardVersionChoice) {
  return useQuery(cardQueryOptions(id, version));
}
