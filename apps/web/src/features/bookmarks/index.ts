/**
 * The bookmarks feature's public pieces: the bookmark toggle (card page and card tiles) and the
 * member's bookmarked cards, which the cards feature lists under My cards → Bookmarked.
 */
export { useBookmarkedCards } from "./api/get-bookmarked-cards";
export { BookmarkToggle } from "./components/bookmark-toggle";
export { BookmarkedEmpty } from "./components/bookmarked-empty";
