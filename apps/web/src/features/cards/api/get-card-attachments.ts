import type { CardAttachment } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type CardFileScope, cardKeys } from "./card-keys";

/** The attachments of a card's draft or published content (`GET /Card/{cardId}/Attachments`). */
export async function getCardAttachments(id: string, scope: CardFileScope = "draft", signal?: AbortSignal) {
  const { data } = await apiClient.get<CardAttachment[]>(`/Card/${encodeURIComponent(id)}/Attachments`, {
    params: { cardType: scope },
    signal,
  });
  return data;
}

/** Query options for a card's attachments in the given content. */
export function cardAttachmentsQueryOptions(id: string, scope: CardFileScope = "draft") {
  return queryOptions({
    queryKey: cardKeys.attachments(id, scope),
    queryFn: ({ signal }) => getCardAttachments(id, scope, signal),
    enabled: !!id,
  });
}

/** A card's attachments (resources tab, editor). */
export function useCardAttachments(id: string, scope: CardFileScope = "draft") {
  return useQuery(cardAttachmentsQueryOptions(id, scope));
}
