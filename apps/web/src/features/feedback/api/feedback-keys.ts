import type { FeedbackQuery } from "@keen/contracts";

/**
 * Cache keys of the feedback feature, all under `['feedback']`. Everything about one card's feedback
 * sits under `card(id)`, so a change can refetch it wholesale.
 */
export const feedbackKeys = {
  all: ["feedback"] as const,
  card: (cardId: string) => [...feedbackKeys.all, "card", cardId] as const,
  list: (cardId: string, params: FeedbackQuery) => [...feedbackKeys.card(cardId), "list", params] as const,
  requests: (cardId: string) => [...feedbackKeys.card(cardId), "requests"] as const,
  requestsForMe: () => [...feedbackKeys.all, "requests-for-me"] as const,
};
