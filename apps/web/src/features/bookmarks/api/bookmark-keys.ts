import type { BookmarkedQuery } from "@keen/contracts";

/** Cache keys of the bookmarks feature, all under `['bookmarks']`. */
export const bookmarkKeys = {
  all: ["bookmarks"] as const,
  lists: () => [...bookmarkKeys.all, "list"] as const,
  list: (params: BookmarkedQuery) => [...bookmarkKeys.lists(), params] as const,
};
