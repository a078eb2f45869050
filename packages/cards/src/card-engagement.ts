import type { CardEngagement, PeerReviewBadge } from "@keen/contracts";
import type { Executor } from "@keen/db";
import { cardBookmarks, cardRecognitions, cardStats, cards, cardVersions, users } from "@keen/db";
import { and, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";

/** A card's `card_stats` figures and whether the viewer bookmarked it, as queries return them. */
export type CardEngagementRow = {
  bookmarkCount: number;
  ratingCount: number;
  ratingSum: number;
  timesUsed: number;
  commentCount: number;
  isBookmarked: boolean;
  recognition: CardRecognitionRow;
};

/** The peer-review and Exemplar marks of a card (`card_recognitions`), as queries return them. */
export type CardRecognitionRow = {
  reviewedVersionNumber: number | null;
  reviewedAt: Date | null;
  reviewerId: string | null;
  reviewerName: string | null;
  reviewedIsLatest: boolean;
  isExemplar: boolean;
};

const noRecognition: CardRecognitionRow = {
  reviewedVersionNumber: null,
  reviewedAt: null,
  reviewerId: null,
  reviewerName: null,
  reviewedIsLatest: false,
  isExemplar: false,
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
  recognition: noRecognition,
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
    peerReview: presentPeerReview(row.recognition),
    isExemplar: row.recognition.isExemplar,
  };
}

function presentPeerReview(row: CardRecognitionRow): PeerReviewBadge | null {
  if (row.reviewedVersionNumber === null || row.reviewedAt === null) return null;
  return {
    versionNumber: row.reviewedVersionNumber,
    reviewedAt: new Date(row.reviewedAt).toISOString(),
    reviewer: row.reviewerId ? { userId: row.reviewerId, name: row.reviewerName ?? "" } : null,
    isLatest: row.reviewedIsLatest,
  };
}

/** The reviewed version and the reviewer of `card_recognitions` rows, joined by alias. */
const reviewedVersion = alias(cardVersions, "reviewed_version");
const reviewer = alias(users, "reviewer");

/** The joins and columns of the recognition marks, for list queries and `loadCardEngagement`. */
const recognitionJoins = sql` left join ${cardRecognitions} on ${cardRecognitions.cardId} = ${cards.id}
  left join ${cardVersions} as ${reviewedVersion} on ${reviewedVersion.id} = ${cardRecognitions.reviewedVersionId}
  left join ${users} as ${reviewer} on ${reviewer.id} = ${cardRecognitions.reviewerId}`;
const recognitionColumns = {
  reviewedVersionNumber: sql<number | null>`${reviewedVersion.number}`,
  reviewedAt: sql<Date | string | null>`${cardRecognitions.reviewedAt}`,
  reviewerId: sql<string | null>`${reviewer.id}`,
  reviewerName: sql<string | null>`trim(${reviewer.firstName} || ' ' || ${reviewer.lastName})`,
  reviewedIsLatest: sql<boolean>`coalesce(${cardRecognitions.reviewedVersionId} = ${cards.publishedVersionId}, false)`,
  isExemplar: sql<boolean>`${cardRecognitions.exemplarAt} is not null`,
};

function toRecognitionRow(row: {
  reviewed_version_number: number | null;
  reviewed_at: Date | string | null;
  reviewer_id: string | null;
  reviewer_name: string | null;
  reviewed_is_latest: boolean;
  is_exemplar: boolean;
}): CardRecognitionRow {
  return {
    reviewedVersionNumber: row.reviewed_version_number === null ? null : Number(row.reviewed_version_number),
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
    reviewerId: row.reviewer_id,
    reviewerName: row.reviewer_name,
    reviewedIsLatest: row.reviewed_is_latest,
    isExemplar: row.is_exemplar,
  };
}

/**
 * What card lists add to their query for engagement: left joins of `card_stats` and of the
 * viewer's bookmark (none when anonymous), and the selected columns (`CardEngagementRow` in
 * snake case). The sort keys of "top_rated" and "most_used" read the same join. With
 * `statsJoined` the query already reads `card_stats` (a list in its index order).
 */
export function engagementJoin(
  viewerId: string | null,
  options: { statsJoined?: boolean } = {},
): { joins: SQL; columns: SQL } {
  const viewerBookmark = viewerId
    ? sql` left join ${cardBookmarks} as viewer_bookmark
        on viewer_bookmark.card_id = ${cards.id} and viewer_bookmark.user_id = ${viewerId}`
    : sql``;
  return {
    joins: sql`${options.statsJoined ? sql`` : sql` left join ${cardStats} on ${cardStats.cardId} = ${cards.id}`}${viewerBookmark}${recognitionJoins}`,
    columns: sql`coalesce(${cardStats.bookmarkCount}, 0) as bookmark_count,
      coalesce(${cardStats.ratingCount}, 0) as rating_count,
      coalesce(${cardStats.ratingSum}, 0) as rating_sum,
      coalesce(${cardStats.timesUsed}, 0) as times_used,
      coalesce(${cardStats.commentCount}, 0) as comment_count,
      ${viewerId ? sql`viewer_bookmark.user_id is not null` : sql`false`} as is_bookmarked,
      ${recognitionColumns.reviewedVersionNumber} as reviewed_version_number,
      ${recognitionColumns.reviewedAt} as reviewed_at, ${recognitionColumns.reviewerId} as reviewer_id,
      ${recognitionColumns.reviewerName} as reviewer_name,
      ${recognitionColumns.reviewedIsLatest} as reviewed_is_latest,
      ${recognitionColumns.isExemplar} as is_exemplar`,
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
} & Parameters<typeof toRecognitionRow>[0];

/** A `CardEngagementRow` from the `engagementJoin` columns of a row. */
export function toEngagementRow(row: EngagementColumns): CardEngagementRow {
  return {
    bookmarkCount: Number(row.bookmark_count),
    ratingCount: Number(row.rating_count),
    ratingSum: Number(row.rating_sum),
    timesUsed: Number(row.times_used),
    commentCount: Number(row.comment_count),
    isBookmarked: row.is_bookmarked,
    recognition: toRecognitionRow(row),
  };
}

/**
 * The engagement columns of a `cards` query joined by `withEngagementJoins` (camel case; map a
 * row with `toEngagement`).
 */
export function engagementFields(viewerId: string | Placeholder | null) {
  return {
    bookmarkCount: sql<number>`coalesce(${cardStats.bookmarkCount}, 0)::int`,
    ratingCount: sql<number>`coalesce(${cardStats.ratingCount}, 0)::int`,
    ratingSum: sql<number>`coalesce(${cardStats.ratingSum}, 0)::int`,
    timesUsed: sql<number>`coalesce(${cardStats.timesUsed}, 0)::int`,
    commentCount: sql<number>`coalesce(${cardStats.commentCount}, 0)::int`,
    isBookmarked: viewerId ? sql<boolean>`${cardBookmarks.userId} is not null` : sql<boolean>`false`,
    ...recognitionColumns,
  };
}

/** Left-joins what `engagementFields` reads to a dynamic query over `cards`. */
export function withEngagementJoins<T extends PgSelect>(query: T, viewerId: string | Placeholder | null): T {
  return query
    .leftJoin(cardStats, eq(cardStats.cardId, cards.id))
    .leftJoin(
      cardBookmarks,
      viewerId ? and(eq(cardBookmarks.cardId, cards.id), eq(cardBookmarks.userId, viewerId)) : sql`false`,
    )
    .leftJoin(cardRecognitions, eq(cardRecognitions.cardId, cards.id))
    .leftJoin(reviewedVersion, eq(reviewedVersion.id, cardRecognitions.reviewedVersionId))
    .leftJoin(reviewer, eq(reviewer.id, cardRecognitions.reviewerId)) as unknown as T; // the selection is explicit, so joins do not change the row type
}

/** A `CardEngagementRow` from the `engagementFields` of a row. */
export function toEngagement(
  row: {
    [K in keyof ReturnType<typeof engagementFields>]: ReturnType<typeof engagementFields>[K]["_"]["type"];
  },
): CardEngagementRow {
  return {
    bookmarkCount: row.bookmarkCount,
    ratingCount: row.ratingCount,
    ratingSum: row.ratingSum,
    timesUsed: row.timesUsed,
    commentCount: row.commentCount,
    isBookmarked: row.isBookmarked,
    recognition: toRecognitionRow({
      reviewed_version_number: row.reviewedVersionNumber,
      reviewed_at: row.reviewedAt,
      reviewer_id: row.reviewerId,
      reviewer_name: row.reviewerName,
      reviewed_is_latest: row.reviewedIsLatest,
      is_exemplar: row.isExemplar,
    }),
  };
}

/**
 * Engagement of the given cards in one query, for views that do not come from a list query (one
 * summary, an institution's featured cards).
 */
export async function loadCardEngagement(
  db: Executor,
  cardIds: string[],
  viewerId: string | null,
): Promise<Map<string, CardEngagementRow>> {
  if (cardIds.length === 0) return new Map();
  const rows = await withEngagementJoins(
    db
      .select({ cardId: cards.id, ...engagementFields(viewerId) })
      .from(cards)
      .$dynamic(),
    viewerId,
  ).where(inArray(cards.id, cardIds));
  return new Map(rows.map((row) => [row.cardId, toEngagement(row)]));
}
