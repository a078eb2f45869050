import type { CardResource, CardRow } from "@keen/cards";
import { type CardEngagementRow, type EngagementColumns, engagementJoin, toEngagementRow } from "@keen/cards";
import type { CardSort } from "@keen/contracts";
import { cardStats, cards, cardVersions, type Executor } from "@keen/db";
import { type SQL, sql } from "drizzle-orm";

/** The card columns a list item needs (the content comes separately, draft or published). */
export type CardListCard = Pick<
  CardRow,
  "id" | "status" | "deletedAt" | "publishedVersionId" | "createdAt" | "updatedAt"
>;

/** One row of a card list: the card and the content the list shows (published or draft). */
export type CardListRow = {
  card: CardListCard;
  content: unknown;
  versionNumber: number | null;
  publishedAt: Date | null;
  /**
   * False when the draft equals the latest version, if already known; otherwise it is looked up,
   * and only for the cards whose draft the actor may read (the only ones it is shown for).
   */
  draftDiffers?: boolean;
  /** The card's policy facts, when already loaded (lists build them from authors and editors). */
  resource?: CardResource;
  /** The card's engagement figures for the viewer, when the list query joined them (else loaded). */
  engagement?: CardEngagementRow;
};

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Text filter over a content column pair: the weighted full-text document matches the query
 * (stemmed, any word order), or the title contains it (the trigram index serves the ILIKE).
 */
export function textMatches(search: SQL, title: SQL, q: string | undefined): SQL | undefined {
  const query = q?.trim();
  if (!query) return undefined;
  return sql`(${search} @@ websearch_to_tsquery('english', ${query}) or ${title} ilike ${likePattern(query)})`;
}

/** What a list shows for each card: which content, version number and date, and the sort keys. */
export type ListColumns = {
  content: SQL;
  title: SQL;
  versionNumber: SQL;
  publishedAt: SQL;
  newest: SQL;
  updated: SQL;
  /**
   * Public cards only: "top_rated" and "most_used" then read `card_stats` in the order of its
   * partial indexes (migration 0018; the keys equal the general ones for public cards, so a
   * cursor of either form reads the same).
   */
  statsOrder?: boolean;
};

/** Whether this list pages through `card_stats`'s public sort indexes. */
function readsStatsOrder(sort: CardSort, columns: ListColumns): boolean {
  return !!columns.statsOrder && (sort === "top_rated" || sort === "most_used");
}

/**
 * The sort keys of a card list, all in one direction and ending with the id, so a page ends at
 * one exact place (keyset paging compares the row of keys) and pages never overlap. Every key is
 * non-null for the rows its lists show (a public card has a first-published date; a missing
 * `card_stats` row counts as none: the Bayesian score of no ratings is the prior, 3).
 * "top_rated" and "most_used" read `card_stats` (joined by `runCardListQuery`).
 */
export function sortKeys(sort: CardSort, columns: ListColumns): { keys: SQL[]; direction: "asc" | "desc" } {
  const newest = [columns.newest, sql`${cards.id}`];
  if (readsStatsOrder(sort, columns)) {
    const first =
      sort === "top_rated" ? [cardStats.ratingScore, cardStats.ratingCount] : [cardStats.timesUsed];
    return {
      keys: [...first, cardStats.firstPublishedAt, cardStats.cardId].map((column) => sql`${column}`),
      direction: "desc",
    };
  }
  switch (sort) {
    case "top_rated":
      return {
        keys: [
          sql`coalesce(${cardStats.ratingScore}, 3)`,
          sql`coalesce(${cardStats.ratingCount}, 0)`,
          ...newest,
        ],
        direction: "desc",
      };
    case "most_used":
      return { keys: [sql`coalesce(${cardStats.timesUsed}, 0)`, ...newest], direction: "desc" };
    case "title":
      return { keys: [sql`lower(coalesce(${columns.title}, ''))`, sql`${cards.id}`], direction: "asc" };
    case "updated":
      return { keys: [columns.updated, sql`${cards.id}`], direction: "desc" };
    default:
      return { keys: newest, direction: "desc" };
  }
}

/** ORDER BY of a card list: its sort keys, as the indexes are built (the keys are never null). */
export function orderBy(sort: CardSort, columns: ListColumns): SQL {
  const { keys, direction } = sortKeys(sort, columns);
  const suffix = direction === "desc" ? sql` desc` : sql` asc`;
  return sql.join(
    keys.map((key) => sql`${key}${suffix}`),
    sql`, `,
  );
}

/** Keyset condition: rows after the one whose sort keys (as text) are `after`. */
function afterKeys(sort: CardSort, columns: ListColumns, after: string[]): SQL {
  const { keys, direction } = sortKeys(sort, columns);
  // One row comparison (PostgreSQL reads it as an index condition); the text values take the
  // type of the key they are compared with.
  const left = sql.join(keys, sql`, `);
  const right = sql.join(
    after.map((value) => sql`${value}`),
    sql`, `,
  );
  return direction === "desc" ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
}

/** Totals count up to this many rows; past it the answer says "more than" (`totalCapped`). */
export const totalCap = 10_000;

/**
 * Runs one page of a card list (cards left-joined to their latest published version and their
 * engagement figures, with `viewerId`'s bookmark) and the total count (exact up to `totalCap`),
 * returning rows for `presentCardSummaries` and the sort keys of the page's last row when there
 * is a next page. With `after` (a cursor's keys) the page starts after that row instead of at
 * the offset of `page`, reading only the rows it shows through the sort's index.
 */
export async function runCardListQuery(
  db: Executor,
  options: {
    where: SQL;
    columns: ListColumns;
    /** The member whose bookmarks `isBookmarked` shows (null: anonymous). */
    viewerId: string | null;
    sort: CardSort;
    page: number;
    pageSize: number;
    /** The sort keys of the row this page follows (keyset paging; `page` is then not used). */
    after?: string[];
    /** Whether to count the matches (lists that page need it; a ranked top-N does not). */
    withTotal?: boolean;
    /** Count up to this many (default `totalCap`). */
    cap?: number;
    /** A `cross join lateral (…) as <name>` computing per-row values once for `where` and the sort. */
    lateral?: SQL;
  },
): Promise<{ rows: CardListRow[]; total: number; totalCapped: boolean; nextKeys: string[] | null }> {
  const {
    where,
    columns,
    viewerId,
    sort,
    page,
    pageSize,
    withTotal = true,
    lateral,
    after,
    cap = totalCap,
  } = options;
  const versionJoin = sql` left join ${cardVersions} on ${cardVersions.id} = ${cards.publishedVersionId}${
    lateral ? sql` cross join lateral ${lateral}` : sql``
  }`;
  const from = sql`${cards}${versionJoin}`;
  // A public list by rating or use walks card_stats's partial index and joins the cards to it.
  const fromStats = readsStatsOrder(sort, columns);
  const pageFrom = fromStats
    ? sql`${cardStats} join ${cards} on ${cards.id} = ${cardStats.cardId}${versionJoin}`
    : from;
  const listWhere = fromStats ? sql`${cardStats.isPublic} and ${where}` : where;
  const engagement = engagementJoin(viewerId, { statsJoined: fromStats });
  const { keys } = sortKeys(sort, columns);
  const pageWhere = after ? sql`${listWhere} and ${afterKeys(sort, columns, after)}` : listWhere;
  const offset = after ? 0 : (page - 1) * pageSize;
  const [items, count] = await Promise.all([
    db.execute<
      EngagementColumns & {
        id: string;
        status: CardListCard["status"];
        deleted_at: string | Date | null;
        published_version_id: string | null;
        created_at: string | Date;
        updated_at: string | Date;
        content: unknown;
        version_number: number | null;
        published_at: string | Date | null;
        sort_keys: string[];
      }
    >(sql`
      select ${cards.id} as id, ${cards.status} as status, ${cards.deletedAt} as deleted_at,
        ${cards.publishedVersionId} as published_version_id, ${cards.createdAt} as created_at,
        ${cards.updatedAt} as updated_at,
        ${columns.content} as content, ${columns.versionNumber} as version_number,
        ${columns.publishedAt} as published_at, ${engagement.columns},
        array[${sql.join(
          keys.map((key) => sql`(${key})::text`),
          sql`, `,
        )}] as sort_keys
      from ${pageFrom}${engagement.joins} where ${pageWhere}
      order by ${orderBy(sort, columns)}
      limit ${pageSize + 1} offset ${offset}`),
    withTotal
      ? db.execute<{ total: string }>(
          sql`select count(*) as total from (select 1 from ${from} where ${where} limit ${cap + 1}) as matches`,
        )
      : null,
  ]);
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  const shown = items.rows.slice(0, pageSize);
  const counted = count ? Number(count.rows[0]?.total ?? 0) : shown.length;
  return {
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
    nextKeys: items.rows.length > pageSize ? (shown.at(-1)?.sort_keys ?? null) : null,
    rows: shown.map((row) => ({
      card: {
        id: row.id,
        status: row.status,
        deletedAt: date(row.deleted_at),
        publishedVersionId: row.published_version_id,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      },
      content: row.content,
      versionNumber: row.version_number,
      publishedAt: date(row.published_at),
      engagement: toEngagementRow(row),
    })),
  };
}

/**
 * Which of these cards have a draft that differs from their latest published version (or no
 * version at all). Comparing reads both documents, so callers ask only for the cards they show.
 */
export async function loadDraftDiffers(db: Executor, ids: string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; draft_differs: boolean }>(sql`
    select ${cards.id} as id,
      (${cardVersions.id} is null or ${cards.draft} is distinct from ${cardVersions.content}) as draft_differs
    from ${cards} left join ${cardVersions} on ${cardVersions.id} = ${cards.publishedVersionId}
    where ${cards.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rows.map((row) => [row.id, row.draft_differs]));
}
