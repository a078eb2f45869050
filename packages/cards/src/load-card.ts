import type { CardContent } from "@keen/contracts";
import type { Executor } from "@keen/db";
import { cardFileLinks, cardFiles, cards, cardVersions, isHiddenByModeration } from "@keen/db";
import { eq, getTableColumns, type Placeholder, type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import {
  type CardEngagementRow,
  engagementFields,
  toEngagement,
  withEngagementJoins,
} from "./card-engagement";
import { type CardPeople, cardPeopleJson, toCardPeople } from "./card-people";
import type { CardResource } from "./card-policy";

/** A card row as stored, with its draft typed (without the search document nobody shows). */
export type CardRow = Omit<typeof cards.$inferSelect, "draft" | "search"> & { draft: CardContent };

/** The columns of `CardRow`: every column but the generated `search` tsvector. */
const { search: _search, ...cardColumns } = getTableColumns(cards);

/** A card row with the facts its policy needs. */
export type LoadedCard = CardRow & { resource: CardResource };

/**
 * The policy facts of a card row (its member authors, editors and members with an open feedback
 * request are loaded separately; lists, which never show drafts to those members, leave the
 * last out). `isHidden`: hidden by moderation (decision 0042), read by `loadCard` and
 * `loadCardView`; lists, whose queries already leave hidden cards out for others, leave it false.
 */
export function toCardResource(
  card: Pick<CardRow, "status" | "deletedAt" | "publishedVersionId">,
  authorIds: readonly string[],
  editorIds: readonly string[],
  requesteeIds: readonly string[] = [],
  isHidden = false,
): CardResource {
  return {
    status: card.status,
    isDeleted: card.deletedAt !== null,
    hasPublishedVersion: card.publishedVersionId !== null,
    authorIds,
    editorIds,
    requesteeIds,
    isHidden,
  };
}

/**
 * Loads a card with its member authors, editors and open feedback requestees, or null. `forUpdate` locks the row until
 * the transaction ends, so concurrent saves and publishes of one card run one after the other.
 */
export async function loadCard(
  db: Executor,
  cardId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedCard | null> {
  // One statement: the row and the ids its policy needs (a transaction runs one query at a time;
  // text[] because pg parses text arrays, not uuid arrays).
  const query = db
    .select({
      card: cardColumns,
      authorIds: sql<string[]>`array(
        select a.user_id::text from card_authors a where a.card_id = "cards"."id" and a.user_id is not null)`,
      editorIds: sql<
        string[]
      >`array(select e.user_id::text from card_editors e where e.card_id = "cards"."id")`,
      requesteeIds: sql<string[]>`array(
        select r.requestee_id::text from card_feedback_requests r
        where r.card_id = "cards"."id" and r.answered_at is null and r.withdrawn_at is null)`,
      isHidden: isHiddenByModeration("card", sql`"cards"."id"`),
    })
    .from(cards)
    .where(eq(cards.id, cardId));
  const [found] = options.forUpdate ? await query.for("update", { of: cards }) : await query;
  if (!found) return null;
  const row = found.card as CardRow;
  const resource = toCardResource(row, found.authorIds, found.editorIds, found.requesteeIds, found.isHidden);
  return { ...row, resource };
}

/** A published version of a card, as card views show it. */
export type CardVersionRow = { id: string; number: number; content: unknown; publishedAt: Date };

/** A file of the card (any content's), as card views and draft saves need it. */
export type CardFileFact = {
  id: string;
  kind: "image" | "attachment";
  blobId: string;
  previewBlobId: string | null;
  thumbnailBlobId: string | null;
  createdAt: Date;
  /** True when the draft holds the file (a `card_file_links` row without a version). */
  inDraft: boolean;
};

/** Everything a card view needs, read in one statement by `loadCardView`. */
export type CardView = LoadedCard & {
  /** The latest published version (`publishedVersionId`), if any. */
  latest: CardVersionRow | null;
  /** The version asked for by number, if one was asked for and exists. */
  requested: CardVersionRow | null;
  people: CardPeople;
  files: CardFileFact[];
  engagement: CardEngagementRow;
};

type VersionJson = { id: string; number: number; content: unknown; publishedAt: string };
const versionJson = (where: SQL) => sql<VersionJson | null>`(
  select json_build_object('id', v.id, 'number', v.number, 'content', v.content, 'publishedAt', v.published_at)
  from ${cardVersions} v where ${where})`;
const toVersion = (row: VersionJson | null): CardVersionRow | null =>
  row ? { ...row, publishedAt: new Date(row.publishedAt) } : null;

type CardViewShape = { hasViewer: boolean; byNumber: boolean };
type Param<T> = T | Placeholder;

/** The statement of `loadCardView` for one shape, with values or placeholders. */
function cardViewQuery(
  db: Executor,
  shape: CardViewShape,
  values: { cardId: Param<string>; viewerId: Param<string | null>; versionNumber: Param<number | undefined> },
) {
  const viewerId = shape.hasViewer ? (values.viewerId as Param<string>) : null;
  const people = cardPeopleJson(sql`${cards.id}`);
  return withEngagementJoins(
    db
      .select({
        card: cardColumns,
        requesteeIds: sql<string[]>`array(
          select r.requestee_id::text from card_feedback_requests r
          where r.card_id = ${cards.id} and r.answered_at is null and r.withdrawn_at is null)`,
        isHidden: isHiddenByModeration("card", cards.id),
        latest: versionJson(sql`v.id = ${cards.publishedVersionId}`),
        requested: shape.byNumber
          ? versionJson(sql`v.card_id = ${cards.id} and v.number = ${values.versionNumber}`)
          : sql<VersionJson | null>`null`,
        authors: people.authors,
        editors: people.editors,
        files: sql<(Omit<CardFileFact, "createdAt"> & { createdAt: string })[]>`coalesce((
          select json_agg(json_build_object(
            'id', f.id, 'kind', f.kind, 'blobId', f.blob_id, 'previewBlobId', f.preview_blob_id,
            'thumbnailBlobId', f.thumbnail_blob_id, 'createdAt', f.created_at,
            'inDraft', exists (select 1 from ${cardFileLinks} l where l.file_id = f.id and l.version_id is null)
          ) order by f.created_at)
          from ${cardFiles} f where f.card_id = ${cards.id}), '[]')`,
        ...engagementFields(viewerId),
      })
      .from(cards)
      .$dynamic(),
    viewerId,
  ).where(eq(cards.id, values.cardId));
}

type PreparedCardView = ReturnType<ReturnType<typeof cardViewQuery>["prepare"]>;
const preparedCardViews = new WeakMap<Executor, Map<string, PreparedCardView>>();

/** The prepared `loadCardView` statement of this pool for this shape (made on first use). */
function preparedCardView(db: Executor, shape: CardViewShape): PreparedCardView {
  const byShape = preparedCardViews.get(db) ?? new Map<string, PreparedCardView>();
  preparedCardViews.set(db, byShape);
  const name = `card_view_${shape.hasViewer ? "viewer" : "anonymous"}_${shape.byNumber ? "number" : "latest"}`;
  let prepared = byShape.get(name);
  if (!prepared) {
    const placeholders = {
      cardId: sql.placeholder("cardId"),
      viewerId: sql.placeholder("viewerId"),
      versionNumber: sql.placeholder("versionNumber"),
    };
    prepared = cardViewQuery(db, shape, placeholders).prepare(name);
    byShape.set(name, prepared);
  }
  return prepared;
}

/**
 * Reads a card and everything its view needs in ONE statement (issue 12/13): the row, the facts
 * of its policy, the latest published version (and version `versionNumber` when asked), authors
 * and editors with names and institutions, the card's files, and engagement figures for
 * `viewerId`. Null when the card does not exist. `forUpdate` locks the card row (the subqueries
 * only read), so a save can load, check and answer from one read.
 */
export async function loadCardView(
  db: Executor,
  cardId: string,
  options: { viewerId: string | null; versionNumber?: number; forUpdate?: boolean },
): Promise<CardView | null> {
  const { viewerId, versionNumber } = options;
  const shape = { hasViewer: viewerId !== null, byNumber: versionNumber !== undefined };
  // Outside a transaction the statement is prepared once per shape and pool: no SQL building in
  // JavaScript and no planning in PostgreSQL on every read (it is the hottest statement).
  const values = { cardId, viewerId, versionNumber };
  let rows: Awaited<ReturnType<PreparedCardView["execute"]>>;
  if (db instanceof PgTransaction || options.forUpdate) {
    const query = cardViewQuery(db, shape, values);
    rows = await (options.forUpdate ? query.for("update", { of: cards }) : query);
  } else {
    rows = await preparedCardView(db, shape).execute(values);
  }
  const [found] = rows;
  if (!found) return null;
  const row = found.card as CardRow;
  const cardPeople = toCardPeople(found.authors, found.editors);
  const authorIds = cardPeople.authors.flatMap((author) => author.userId ?? []);
  const editorIds = cardPeople.editors.map((editor) => editor.userId);
  return {
    ...row,
    resource: toCardResource(row, authorIds, editorIds, found.requesteeIds, found.isHidden),
    latest: toVersion(found.latest),
    requested: toVersion(found.requested),
    people: cardPeople,
    files: found.files.map((file) => ({ ...file, createdAt: new Date(file.createdAt) })),
    engagement: toEngagement(found),
  };
}
