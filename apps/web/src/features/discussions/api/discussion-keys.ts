/** Cache keys of the discussions feature, all under `['discussions', cardId]`. */
export const discussionKeys = {
  all: ["discussions"] as const,
  card: (cardId: string) => [...discussionKeys.all, cardId] as const,
  comments: (cardId: string) => [...discussionKeys.card(cardId), "comments"] as const,
  notification: (cardId: string) => [...discussionKeys.card(cardId), "notification"] as const,
};

/** The path of a card's comments (`/Card/{cardId}/Comments`), or of one of them. */
export function commentsPath(cardId: string, commentId?: string): string {
  const base = `/Card/${encodeURIComponent(cardId)}/Comments`;
  return commentId ? `${base}/${encodeURIComponent(commentId)}` : base;
}
