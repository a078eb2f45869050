import type { BookmarkState } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { bookmarkKeys } from "./bookmark-keys";

/** Failures the toggle explains itself (it rolls back and says what did not happen). */
export const BOOKMARK_QUIET_STATUSES = [400, 403, 404, 409, 429, 500, 502, 503, 504];

/**
 * Bookmarks a card (`POST /Card/{cardId}/Bookmark`) or removes the bookmark (`DELETE`); both are
 * idempotent and answer the caller's state and the card's count after the change.
 */
export async function setBookmark(cardId: string, isBookmarked: boolean): Promise<BookmarkState> {
  const url = `/Card/${encodeURIComponent(cardId)}/Bookmark`;
  const config = { quietStatuses: BOOKMARK_QUIET_STATUSES };
  const { data } = isBookmarked
    ? await apiClient.post<BookmarkState>(url, undefined, config)
    : await apiClient.delete<BookmarkState>(url, config);
  return data;
}

/** The bookmark toggle's call; the Bookmarked list is refetched after every change. */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, isBookmarked }: { cardId: string; isBookmarked: boolean }) =>
      setBookmark(cardId, isBookmarked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}
