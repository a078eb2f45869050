/** The three review lists of `/reviews`. */
export type ReviewQueueKind = "submitted" | "under-review" | "mine";

/** The triage of a queue: by discipline and card type, oldest (default) or newest first. */
export type ReviewQueueFilters = { disciplineId?: string; typeId?: string; sort?: "oldest" | "newest" };

/** Cache keys of the reviews feature, all under `['reviews']`. */
export const reviewKeys = {
  all: ["reviews"] as const,
  rubric: () => [...reviewKeys.all, "rubric"] as const,
  queues: () => [...reviewKeys.all, "queue"] as const,
  queue: (kind: ReviewQueueKind, page: number, userId?: string, filters: ReviewQueueFilters = {}) =>
    [...reviewKeys.queues(), kind, userId ?? null, page, filters] as const,
  card: (cardId: string) => [...reviewKeys.all, "card", cardId] as const,
  history: (cardId: string) => [...reviewKeys.card(cardId), "history"] as const,
  detail: (cardId: string, reviewId: string) => [...reviewKeys.card(cardId), "detail", reviewId] as const,
  notes: (cardId: string, reviewId: string) => [...reviewKeys.card(cardId), "notes", reviewId] as const,
};
