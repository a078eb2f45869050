import type { CollabToken } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Failures the editor answers by saving over REST instead: no notification for them. */
const fallbackStatuses = [400, 403, 404, 408, 429, 500, 502, 503, 504, -1];

const isString = (value: unknown): value is string => typeof value === "string";

/**
 * True when `data` has the shape of `CollabTokenSchema`, checked by hand so the editor's first
 * paint does not load zod: strings where the contract has them, a parseable expiry and a user id
 * that is a UUID.
 */
function isCollabToken(data: unknown): data is CollabToken {
  if (typeof data !== "object" || data === null) return false;
  const { token, expiresAt, url, documentName, user } = data as Record<string, unknown>;
  if (!isString(token) || !isString(documentName) || !isString(url)) return false;
  if (!isString(expiresAt) || Number.isNaN(Date.parse(expiresAt))) return false;
  if (typeof user !== "object" || user === null) return false;
  const { id, name, color } = user as Record<string, unknown>;
  return (
    isString(id) &&
    /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(id) &&
    isString(name) &&
    isString(color)
  );
}

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
  if (!isCollabToken(data)) throw new Error("The collaboration token does not have the expected shape.");
  return data;
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
