import { loadCardPeople } from "@keen/cards";
import type { EngagementMember, ReviewQueue, ReviewQueueQuery, ReviewSummary } from "@keen/contracts";
import {
  cardReviewRounds,
  cardReviews,
  cardTypes,
  type Database,
  disciplines,
  type Executor,
  profilePictures,
  users,
} from "@keen/db";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { memberBriefColumns, presentMemberBrief } from "../users";
import { type LookupNames, presentReviewSummary, type RoundHead } from "./reviews.presenter";

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
      isScored: sql<boolean>`exists (select 1 from jsonb_each(${cardReviewRounds.scores}) score
        where score.value->>'level' is not null or coalesce(score.value->>'comment', '') <> '')`,
      typeId: sql<string | null>`${cardReviewRounds.content}->>'typeId'`,
      disciplineIds: sql<
        string[]
      >`case when jsonb_typeof(${cardReviewRounds.content}->'attributes'->'disciplineIds') = 'array'
        then ${cardReviewRounds.content}->'attributes'->'disciplineIds' else '[]'::jsonb end`,
    })
    .from(cardReviewRounds)
    .where(inArray(cardReviewRounds.reviewId, reviewIds))
    .orderBy(cardReviewRounds.reviewId, desc(cardReviewRounds.number));
  return new Map(rows.map(({ reviewId, ...head }) => [reviewId, head]));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The names of the disciplines and card types the rounds name (ids of removed entries are left out). */
async function loadLookupNames(db: Executor, heads: RoundHead[]): Promise<LookupNames> {
  const ids = (values: (string | null)[]) => [
    ...new Set(values.filter((id): id is string => typeof id === "string" && uuidPattern.test(id))),
  ];
  const disciplineIds = ids(heads.flatMap((head) => head.disciplineIds));
  const typeIds = ids(heads.map((head) => head.typeId));
  const [disciplineRows, typeRows] = await Promise.all([
    disciplineIds.length === 0
      ? []
      : db
          .select({ id: disciplines.id, name: disciplines.name })
          .from(disciplines)
          .where(inArray(disciplines.id, disciplineIds)),
    typeIds.length === 0
      ? []
      : db
          .select({ id: cardTypes.id, name: cardTypes.name })
          .from(cardTypes)
          .where(inArray(cardTypes.id, typeIds)),
  ]);
  return {
    disciplines: new Map(disciplineRows.map((row) => [row.id, row.name])),
    cardTypes: new Map(typeRows.map((row) => [row.id, row.name])),
  };
}

/** Reviews as queues and lists show them, in the order given (six queries whatever the count). */
export async function summarizeReviews(db: Executor, rows: ReviewRow[]): Promise<ReviewSummary[]> {
  const [heads, people] = await Promise.all([
    loadRoundHeads(
      db,
      rows.map((row) => row.id),
    ),
    loadCardPeople(db, [...new Set(rows.map((row) => row.cardId))]),
  ]);
  const [members, lookups] = await Promise.all([
    loadMemberBriefs(db, [
      ...rows.map((row) => row.reviewerId),
      ...[...heads.values()].map((head) => head.submittedBy),
    ]),
    loadLookupNames(db, [...heads.values()]),
  ]);
  return rows.map((row) =>
    presentReviewSummary(row, heads.get(row.id)!, people.get(row.cardId)?.authors ?? [], members, lookups),
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

/** The content of a review's latest round (what the reviewer is asked to read). */
const latestContent = sql`(select ${cardReviewRounds.content} from ${cardReviewRounds} where ${cardReviewRounds.reviewId} = ${cardReviews.id} order by ${cardReviewRounds.number} desc limit 1)`;

/** The queue filters of `query`: the latest round's discipline and card type. */
function triageFilters(query: ReviewQueueQuery): SQL[] {
  return [
    ...(query.disciplineId
      ? [
          sql`coalesce(${latestContent}->'attributes'->'disciplineIds', '[]'::jsonb) @> ${JSON.stringify([query.disciplineId])}::jsonb`,
        ]
      : []),
    ...(query.typeId ? [sql`${latestContent}->>'typeId' = ${query.typeId}`] : []),
  ];
}

/** `key` in the queue's order: `oldest` first (the default) or `newest`. */
function queueOrder(key: SQL, query: ReviewQueueQuery): SQL[] {
  return [query.sort === "newest" ? sql`${key} desc` : sql`${key} asc`];
}

/**
 * `GET /Card/Review/Submitted`: reviews waiting for a reviewer, longest waiting first (or newest),
 * by discipline and card type when asked.
 */
export function listSubmittedReviews(db: Database, query: ReviewQueueQuery): Promise<ReviewQueue> {
  return listReviewPage(
    db,
    and(eq(cardReviews.status, "submitted"), cardNotDeleted, ...triageFilters(query)),
    queueOrder(latestSubmittedAt, query),
    query,
  );
}

/** `GET /Card/Review/UnderReview`: claimed reviews with their reviewer, claimed longest ago first (or newest). */
export function listUnderReview(db: Database, query: ReviewQueueQuery): Promise<ReviewQueue> {
  return listReviewPage(
    db,
    and(eq(cardReviews.status, "under_review"), cardNotDeleted, ...triageFilters(query)),
    queueOrder(sql`${cardReviews.claimedAt}`, query),
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
      ...triageFilters(query),
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
