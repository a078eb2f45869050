import { and, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { cardAuthors, cardEditors, cards } from "../schema/cards";
import { isHiddenByModeration } from "./hidden-by-moderation";

export { isHiddenByModeration } from "./hidden-by-moderation";

/** Who reads: a signed-in member (admins see everything) or nobody (anonymous). */
export type CardReader = { userId: string; role: string } | null | undefined;

/**
 * The SQL form of the cards policy's rule for who sees a card's published version in a list:
 * published, not deleted, with a published version, and not hidden by moderation (decision 0042:
 * only its authors, editors and admins see a hidden card). The same for every member, so it can
 * use the partial indexes that share this predicate (`cards_public_first_published_idx`); the
 * hidden check is one anti-join over `moderation_items_hidden_idx`.
 */
export const publicCards: SQL = and(
  eq(cards.status, "published"),
  isNull(cards.deletedAt),
  isNotNull(cards.publishedVersionId),
  sql`not ${isHiddenByModeration("card", cards.id)}`,
)!;

/**
 * The SQL form of the cards policy's `read` rule (apps/api cards.policy.ts) over the `cards`
 * table: anyone signed in sees public cards; authors and editors see their own cards (drafts and
 * unpublished ones), deleted ones only as authors; admins see every card. Anonymous visitors see
 * public cards (a members-only library turns them away before any query). Open feedback requests (which also grant reading a draft) are not part of list rules.
 * A test in the cards policy checks the two forms agree case by case.
 */
export function visibleCards(reader: CardReader): SQL {
  if (!reader) return publicCards;
  if (reader.role === "admin") return sql`true`;
  const isAuthor = sql`exists (select 1 from ${cardAuthors} where ${cardAuthors.cardId} = ${cards.id} and ${cardAuthors.userId} = ${reader.userId})`;
  const isEditor = sql`exists (select 1 from ${cardEditors} where ${cardEditors.cardId} = ${cards.id} and ${cardEditors.userId} = ${reader.userId})`;
  return or(
    publicCards,
    and(isNull(cards.deletedAt), or(isAuthor, isEditor)),
    and(isNotNull(cards.deletedAt), isAuthor),
  )!;
}
