import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Older pages loaded at most while looking for a linked comment. */
const MAX_PAGES_TO_SEARCH = 5;
const HIGHLIGHT_MS = 4000;

type AnchorQuery = {
  isReady: boolean;
  /** Changes whenever the shown comments change, so the search looks again. */
  revision: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * Brings the comment a link points at (`/card/{id}#comment-<id>`, as notifications link) into view,
 * focuses and briefly highlights it; when it is on an older page, loads older pages to find it.
 */
export function useCommentAnchor({
  isReady,
  revision,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: AnchorQuery) {
  const { hash } = useLocation();
  const handled = useRef<string | null>(null);
  const pagesLoaded = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is how new comments re-run the search.
  useEffect(() => {
    if (!isReady || !hash.startsWith("#comment-") || handled.current === hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (element) {
      handled.current = hash;
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView?.({ block: "center", behavior: reduced ? "auto" : "smooth" });
      element.focus({ preventScroll: true });
      element.dataset.highlighted = "true";
      window.setTimeout(() => delete element.dataset.highlighted, HIGHLIGHT_MS);
      return;
    }
    if (hasNextPage && !isFetchingNextPage && pagesLoaded.current < MAX_PAGES_TO_SEARCH) {
      pagesLoaded.current += 1;
      void fetchNextPage();
    }
  }, [hash, isReady, revision, hasNextPage, isFetchingNextPage, fetchNextPage]);
}
