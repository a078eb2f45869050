import type { CardEditor } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

const editorsPath = (id: string) => `/Card/${encodeURIComponent(id)}/Editors`;

/** Members who may edit a card without being credited (`GET /Card/{cardId}/Editors`). */
export async function getCardEditors(id: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<CardEditor[]>(editorsPath(id), { signal });
  return data;
}

/** Query options for a card's editors. */
export function cardEditorsQueryOptions(id: string) {
  return queryOptions({
    queryKey: cardKeys.editors(id),
    queryFn: ({ signal }) => getCardEditors(id, signal),
    enabled: !!id,
  });
}

/** A card's editors. */
export function useCardEditors(id: string) {
  return useQuery(cardEditorsQueryOptions(id));
}
