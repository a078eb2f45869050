import type { BookmarkState } from "@keen/contracts";
import { useState } from "react";
import { track } from "@/lib/analytics";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { BOOKMARK_QUIET_STATUSES, useSetBookmark } from "../api/set-bookmark";

type Shown = { isBookmarked: boolean; bookmarkCount: number };

type UseBookmarkToggleOptions = Shown & {
  cardId: string;
  /** Called with the server's answer, so the owner of the card's caches can update them. */
  onChange?: (state: BookmarkState) => void;
};

/**
 * An optimistic bookmark: state and count flip at once, settle on the server's answer, and roll back
 * with a toast when the call fails. The card's own figures (`isBookmarked`, `bookmarkCount`) stay the
 * source of truth: when they change, the local override is dropped.
 */
export function useBookmarkToggle({
  cardId,
  isBookmarked,
  bookmarkCount,
  onChange,
}: UseBookmarkToggleOptions) {
  const mutation = useSetBookmark();
  const [override, setOverride] = useState<Shown | null>(null);
  const [seen, setSeen] = useState<Shown>({ isBookmarked, bookmarkCount });
  if (seen.isBookmarked !== isBookmarked || seen.bookmarkCount !== bookmarkCount) {
    // New figures from the card (a refetch, or the cache patched by onChange) replace the override.
    setSeen({ isBookmarked, bookmarkCount });
    setOverride(null);
  }
  const shown = override ?? { isBookmarked, bookmarkCount };

  const toggle = () => {
    // One change at a time, so answers cannot arrive out of order.
    if (mutation.isPending) return;
    const before = override;
    const previous = shown;
    const next = !previous.isBookmarked;
    setOverride({
      isBookmarked: next,
      bookmarkCount: Math.max(0, previous.bookmarkCount + (next ? 1 : -1)),
    });
    mutation.mutate(
      { cardId, isBookmarked: next },
      {
        onSuccess: (state) => {
          setOverride({ isBookmarked: state.isBookmarked, bookmarkCount: state.bookmarkCount });
          track(state.isBookmarked ? "bookmark" : "unbookmark", { cardId });
          onChange?.(state);
        },
        onError: (error) => {
          setOverride(before);
          // Statuses the API client left quiet are explained here; others it has already shown.
          if (isApiError(error) && error.status && BOOKMARK_QUIET_STATUSES.includes(error.status)) {
            notify({
              type: "error",
              title: next ? "The card was not bookmarked" : "The bookmark was not removed",
              message: error.message,
            });
          }
        },
      },
    );
  };

  return { ...shown, toggle, isPending: mutation.isPending };
}
