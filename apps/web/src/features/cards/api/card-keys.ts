import type { CardListQuery, CardsByUserQuery, CardVersionKind } from "@keen/contracts";

/** Filters of `GET /Card` as the web app sends them (every field optional). */
export type CardListFilters = Partial<CardListQuery>;
/** Filters of `GET /Card/ByUser/{userId}` as the web app sends them. */
export type CardsByUserFilters = Partial<CardsByUserQuery>;
/** Which content a file list belongs to (`cardType=draft|published`). */
export type CardFileScope = CardVersionKind;

/**
 * Cache keys of the cards feature, all under `['cards']`. Everything about one card sits under
 * `card(id)`, so a mutation on a card can invalidate it wholesale; every list sits under `lists()`.
 */
export const cardKeys = {
  all: ["cards"] as const,
  types: () => [...cardKeys.all, "types"] as const,
  lists: () => [...cardKeys.all, "list"] as const,
  list: (filters: CardListFilters = {}) => [...cardKeys.lists(), "all", filters] as const,
  byUser: (userId: string, filters: CardsByUserFilters = {}) =>
    [...cardKeys.lists(), "by-user", userId, filters] as const,
  card: (id: string) => [...cardKeys.all, "card", id] as const,
  detail: (id: string, version?: CardVersionKind | number) =>
    [...cardKeys.card(id), "detail", version ?? "default"] as const,
  summary: (id: string) => [...cardKeys.card(id), "summary"] as const,
  versions: (id: string) => [...cardKeys.card(id), "versions"] as const,
  related: (id: string) => [...cardKeys.card(id), "related"] as const,
  authors: (id: string) => [...cardKeys.card(id), "authors"] as const,
  editors: (id: string) => [...cardKeys.card(id), "editors"] as const,
  images: (id: string, scope: CardFileScope = "draft") => [...cardKeys.card(id), "images", scope] as const,
  attachments: (id: string, scope: CardFileScope = "draft") =>
    [...cardKeys.card(id), "attachments", scope] as const,
  filesDownloads: (id: string) => [...cardKeys.card(id), "files-downloads"] as const,
  /** Outside `card(id)`: invalidating a card must not fetch a new token for an open editor. */
  collabToken: (id: string) => [...cardKeys.all, "collab-token", id] as const,
};
