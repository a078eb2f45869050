import { type CollabToken, CollabTokenSchema } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Failures the editor answers by saving over REST instead: no notification for them. */
const fallbackStatuses = [400, 403, 404, 408, 429, 500, 502, 503, 504, -1];

/**
 * Where and as whom to join a card draft's live document (`GET /TipTap/token/{cardId}`). The
 * answer is checked against the contract, since the browser connects to the address it names.
 * Any failure (no collab service, not an author) leaves the editor saving over REST, quietly.
 */
export async function getCollabToken(cardId: string, signal?: AbortSignal): Promise<CollabToken> {
  const { data } = await apiClient.get<unknown>(`/TipTap/token/${encodeURIComponent(cardId)}`, {
    signal,
    quietStatuses: fallbackStatuses,
  });
  return CollabTokenSchema.parse(data);
}

/** Query options for a card's collaboration token: never reused once the editor closes (it expires). */
export function collabTokenQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: cardKeys.collabToken(cardId),
    queryFn: ({ signal }) => getCollabToken(cardId, signal),
    enabled: !!cardId,
    gcTime: 0,
    retry: false,
  });
}

/** The collaboration token the editor opens a card's live document with. */
export function useCollabToken(cardId: string) {
  return useQuery(collabTokenQueryOptions(cardId));
}
