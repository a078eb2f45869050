import type { CardEngagement } from "@keen/contracts";
import { cardBookmarks, cardStats, cards } from "@keen/db";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "./load-card";

/** A card's `card_stats` figures and whether the viewer bookmarked it, as queries return them. */
export type CardEngagementRow = {
  bookmarkCount: number;
  ratingCount: number;
  ratingSum: number;
  timesUsed: number;
  commentCount: number;
  isBookmarked: boolean;
};

/** The average of `count` ratings adding up to `sum`, to one decimal; null without ratings. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}

const noEngagement: CardEngagementRow = {
  bookmarkCount: 0,
  ratingCount: 0,
  ratingSum: 0,
  timesUsed: 0,
  commentCount: 0,
  isBookmarked: false,
};

/** The engagement fields of card views (zeros for a card nobody has engaged with yet). */
export function presentEngagement(row: CardEngagementRow = noEngagement): CardEngagement {
  return {
    bookmarkCount: row.bookmarkCount,
    isBookmarked: row.isBookmarked,
    ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
    ratingCount: row.ratingCount,
    timesUsed: row.timesUsed,
    commentCount: row.commentCount,
  };
}

/**
 * What card lists add to their query for engagement: left joins of `card_stats` and of the
 * viewer's bookmark (none when anonymous), and the selected columns (`CardEngagementRow` in
 * snake case). The sort keys of "top_rated" and "most_used" read the same join.
 */
export function engagementJoin(viewerId: string | null): { joins: SQL; columns: SQL } {
  const viewerBookmark = viewerId
    ? sql` left join ${cardBookmarks} as viewer_bookmark
        on viewer_bookmark.card_id = ${cards.id} and viewer_bookmark.user_id = ${viewerId}`
    : sql``;
  return {
    joins: sql` left join ${cardStats} on ${cardStats.cardId} = ${cards.id}${viewerBookmark}`,
    columns: sql`coalesce(${cardStats.bookmarkCount}, 0) as bookmark_count,
      coalesce(${cardStats.ratingCount}, 0) as rating_count,
      coalesce(${cardStats.ratingSum}, 0) as rating_sum,
      coalesce(${cardStats.timesUsed}, 0) as times_used,
      coalesce(${cardStats.commentCount}, 0) as comment_count,
      ${viewerId ? sql`viewer_bookmark.user_id is not null` : sql`false`} as is_bookmarked`,
  };
}

/** The `engagementJoin` columns of one result row. */
export type EngagementColumns = {
  bookmark_count: number;
  rating_count: number;
  rating_sum: number;
  times_used: number;
  comment_count: number;
  is_bookmarked: boolean;
};

/** A `CardEngagementRow` from the `engagementJoin` columns of a row. */
export function toEngagementRow(row: EngagementColumns): CardEngagementRow {
  return {
    bookmarkCount: Number(row.bookmark_count),
    ratingCount: Number(row.rating_count),
    ratingSum: Number(row.rating_sum),
    timesUsed: Number(row.times_used),
    commentCount: Number(row.comment_count),
    isBookmarked: row.is_bookmarked,
  };
}

/**
 * Engagement of the given cards in one query, for views that do not come from a list query (card
 * detail, one summary, an institution's featured cards).
 */
export async function loadCardEngagement(
  db: Executor,
  cardIds: string[],
  viewerId: string | null,
): Promise<Map<string, CardEngagementRow>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({
      cardId: cards.id,
      bookmarkCount: sql<number>`coalesce(${cardStats.bookmarkCount}, 0)::int`,
      ratingCount: sql<number>`coalesce(${cardStats.ratingCount}, 0)::int`,
      ratingSum: sql<number>`coalesce(${cardStats.ratingSum}, 0)::int`,
      timesUsed: sql<number>`coalesce(${cardStats.timesUsed}, 0)::int`,
      commentCount: sql<number>`coalesce(${cardStats.commentCount}, 0)::int`,
      isBookmarked: viewerId ? sql<boolean>`${cardBookmarks.userId} is not null` : sql<boolean>`false`,
    })
    .from(cards)
    .leftJoin(cardStats, eq(cardStats.cardId, cards.id))
    .leftJoin(
      cardBookmarks,
      viewerId ? and(eq(cardBookmarks.cardId, cards.id), eq(cardBookmarks.userId, viewerId)) : sql`false`,
    )
    .where(inArray(cards.id, cardIds));
  return new Map(rows.map(({ cardId, ...row }) => [cardId, row]));
}
