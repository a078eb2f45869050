import { loadCardPeople } from "@keen/cards";
import type { EngagementMember, ReviewQueue, ReviewQueueQuery, ReviewSummary } from "@keen/contracts";
import {
  cardReviewRounds,
  cardReviews,
  type Database,
  type Executor,
  profilePictures,
  users,
} from "@keen/db";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { memberBriefColumns, presentMemberBrief } from "../users";
import { presentReviewSummary, type RoundHead } from "./reviews.presenter";

/** A review row as stored. */
export type ReviewRow = typeof cardReviews.$inferSelect;

/** Members by id as lists show them beside what they did (missing ids: accounts gone). */
export async function loadMemberBriefs(
  db: Executor,
  ids: (string | null)[],
): Promise<Map<string, EngagementMember>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(memberBriefColumns())
    .from(users)
    .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, presentMemberBrief(row)!]] : [])));
}

/** The latest round of each review: its number, frozen title, submitter and time. */
async function loadRoundHeads(db: Executor, reviewIds: string[]): Promise<Map<string, RoundHead>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([cardReviewRounds.reviewId], {
      reviewId: cardReviewRounds.reviewId,
      number: cardReviewRounds.number,
      title: sql<string>`coalesce(${cardReviewRounds.content}->>'title', '')`,
      submittedBy: cardReviewRounds.submittedBy,
      submittedAt: cardReviewRounds.submittedAt,
    })
    .from(cardReviewRounds)
    .where(inArray(cardReviewRounds.reviewId, reviewIds))
    .orderBy(cardReviewRounds.reviewId, desc(cardReviewRounds.number));
  return new Map(rows.map(({ reviewId, ...head }) => [reviewId, head]));
}

/** Reviews as queues and lists show them, in the order given (four queries whatever the count). */
export async function summarizeReviews(db: Executor, rows: ReviewRow[]): Promise<ReviewSummary[]> {
  const [heads, people] = await Promise.all([
    loadRoundHeads(
      db,
      rows.map((row) => row.id),
    ),
    loadCardPeople(db, [...new Set(rows.map((row) => row.cardId))]),
  ]);
  const members = await loadMemberBriefs(db, [
    ...rows.map((row) => row.reviewerId),
    ...[...heads.values()].map((head) => head.submittedBy),
  ]);
  return rows.map((row) =>
    presentReviewSummary(row, heads.get(row.id)!, people.get(row.cardId)?.authors ?? [], members),
  );
}

/** When the latest round was submitted (the age of a submission in the queue). */
const latestSubmittedAt = sql`(select max(${cardReviewRounds.submittedAt}) from ${cardReviewRounds} where ${cardReviewRounds.reviewId} = ${cardReviews.id})`;

/** A page of reviews matching `where`, in `order`, with the total. */
async function listReviewPage(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  query: ReviewQueueQuery,
): Promise<ReviewQueue> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cardReviews)
      .where(where)
      .orderBy(...order, cardReviews.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(cardReviews).where(where),
  ]);
  return {
    items: await summarizeReviews(db, rows),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Reviews of cards that are not deleted. */
const cardNotDeleted = sql`not exists (select 1 from cards where cards.id = ${cardReviews.cardId} and cards.deleted_at is not null)`;

/** `GET /Card/Review/Submitted`: reviews waiting for a reviewer, longest waiting first. */
export function listSubmittedReviews(db: Database, query: ReviewQueueQuery): Promise<ReviewQueue> {
  return listReviewPage(
    db,
    and(eq(cardReviews.status, "submitted"), cardNotDeleted),
    [sql`${latestSubmittedAt} asc`],
    query,
  );
}

/** `GET /Card/Review/UnderReview`: claimed reviews with their reviewer, claimed longest ago first. */
export function listUnderReview(db: Database, query: ReviewQueueQuery): Promise<ReviewQueue> {
  return listReviewPage(
    db,
    and(eq(cardReviews.status, "under_review"), cardNotDeleted),
    [sql`${cardReviews.claimedAt} asc`],
    query,
  );
}

/**
 * `GET /User/{userId}/ReviewCards`: the reviews a reviewer holds or finished (under review,
 * updates suggested, reviewed), latest change first.
 */
export function listReviewsOfReviewer(
  db: Database,
  reviewerId: string,
  query: ReviewQueueQuery,
): Promise<ReviewQueue> {
  return listReviewPage(
    db,
    and(
      eq(cardReviews.reviewerId, reviewerId),
      inArray(cardReviews.status, ["under_review", "updates_suggested", "reviewed"]),
    ),
    [desc(cardReviews.updatedAt)],
    query,
  );
}

/** `GET /Card/{cardId}/Review`: every review of the card, newest first. */
export async function listCardReviews(db: Database, cardId: string): Promise<ReviewSummary[]> {
  const rows = await db
    .select()
    .from(cardReviews)
    .where(eq(cardReviews.cardId, cardId))
    .orderBy(desc(cardReviews.createdAt), desc(cardReviews.id));
  return summarizeReviews(db, rows);
}
