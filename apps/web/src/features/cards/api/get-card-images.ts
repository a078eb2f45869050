import type { CardImage } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type CardFileScope, cardKeys } from "./card-keys";

/** The images of a card's draft or published content (`GET /Card/{cardId}/Images`). */
export async function getCardImages(id: string, scope: CardFileScope = "draft", signal?: AbortSignal) {
  const { data } = await apiClient.get<CardImage[]>(`/Card/${encodeURIComponent(id)}/Images`, {
    params: { cardType: scope },
    signal,
  });
  return data;
}

/** Query options for a card's images in the given content. */
export function cardImagesQueryOptions(id: string, scope: CardFileScope = "draft") {
  return queryOptions({
    queryKey: cardKeys.images(id, scope),
    queryFn: ({ signal }) => getCardImages(id, scope, signal),
    enabled: !!id,
  });
}

/** A card's images (cover picker, inline images of the editor). */
export function useCardImages(id: string, scope: CardFileScope = "draft") {
  return useQuery(cardImagesQueryOptions(id, scope));
}
