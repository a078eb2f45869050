import type { BookmarkState, CardEngagement, FeedbackSummary } from "@keen/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { cardKeys } from "./card-keys";

type WithEngagement = { id: string } & Partial<CardEngagement>;

function patchCard<T>(value: T, cardId: string, change: Partial<CardEngagement>): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchCard(item, cardId, change);
      changed ||= patched !== item;
      return patched;
    });
    return (changed ? next : value) as T;
  }
  if (!value || typeof value !== "object") return value;
  const card = value as unknown as WithEngagement;
  if (card.id === cardId && "bookmarkCount" in card) return { ...value, ...change };
  if ("items" in value && Array.isArray(value.items)) {
    const items = patchCard(value.items, cardId, change);
    return items === value.items ? value : { ...value, items };
  }
  return value;
}

/**
 * Writes new engagement figures of one card into every cached card view (its detail, list pages,
 * related cards), so a bookmark made on a tile shows on the card page and the other way round.
 */
export function patchCardEngagement(
  queryClient: QueryClient,
  cardId: string,
  change: Partial<CardEngagement>,
) {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: cardKeys.all })) {
    const next = patchCard(data, cardId, change);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/** The bookmark toggle's `onChange` for card views: the server's new state goes into the card caches. */
export function usePatchCardBookmark() {
  const queryClient = useQueryClient();
  return useCallback(
    (state: BookmarkState) =>
      patchCardEngagement(queryClient, state.cardId, {
        isBookmarked: state.isBookmarked,
        bookmarkCount: state.bookmarkCount,
      }),
    [queryClient],
  );
}

/** The Feedback section's `onSummaryChange` for one card: its rating and times used follow new feedback. */
export function usePatchCardFeedback(cardId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ ratingAverage, ratingCount, timesUsed }: FeedbackSummary) =>
      patchCardEngagement(queryClient, cardId, { ratingAverage, ratingCount, timesUsed }),
    [queryClient, cardId],
  );
}

/** The Exemplar toggle's `onChange` for one card: the mark shows on its page, tiles and lists. */
export function usePatchCardExemplar(cardId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (isExemplar: boolean) => patchCardEngagement(queryClient, cardId, { isExemplar }),
    [queryClient, cardId],
  );
}
