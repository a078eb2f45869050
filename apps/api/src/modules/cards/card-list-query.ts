import type { CardSort } from "@keen/contracts";
import { cards, cardVersions } from "@keen/db";
import { type SQL, sql } from "drizzle-orm";
import type { CardListRow } from "./cards.presenter";
import type { CardRow, Executor } from "./load-card";

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
};

/** ORDER BY of a card list (always ending with the id, so pages never overlap). */
export function orderBy(sort: CardSort, columns: ListColumns): SQL {
  switch (sort) {
    case "title":
      return sql`lower(${columns.title}) asc, ${cards.id} asc`;
    case "updated":
      return sql`${columns.updated} desc nulls last, ${cards.id} asc`;
    default:
      return sql`${columns.newest} desc nulls last, ${cards.id} asc`;
  }
}

/**
 * Runs one page of a card list (cards left-joined to their latest published version) and the
 * total count, returning rows for `presentCardSummaries`.
 */
export async function runCardListQuery(
  db: Executor,
  options: {
    where: SQL;
    columns: ListColumns;
    sort: CardSort;
    page: number;
    pageSize: number;
    /** Whether to count every match (lists that page need it; a ranked top-N does not). */
    withTotal?: boolean;
  },
): Promise<{ rows: CardListRow[]; total: number }> {
  const { where, columns, sort, page, pageSize, withTotal = true } = options;
  const from = sql`${cards} left join ${cardVersions} on ${cardVersions.id} = ${cards.publishedVersionId}`;
  const [items, count] = await Promise.all([
    db.execute<{
      id: string;
      content: unknown;
      version_number: number | null;
      published_at: string | null;
      draft_differs: boolean;
    }>(sql`
      select ${cards.id} as id, ${columns.content} as content, ${columns.versionNumber} as version_number,
        ${columns.publishedAt} as published_at,
        (${cardVersions.id} is null or ${cards.draft} is distinct from ${cardVersions.content}) as draft_differs
      from ${from} where ${where}
      order by ${orderBy(sort, columns)}
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    withTotal
      ? db.execute<{ total: string }>(sql`select count(*) as total from ${from} where ${where}`)
      : null,
  ]);
  const ids = items.rows.map((row) => row.id);
  const cardRows = ids.length
    ? ((await db.query.cards.findMany({
        where: (table, { inArray }) => inArray(table.id, ids),
      })) as CardRow[])
    : [];
  const byId = new Map(cardRows.map((card) => [card.id, card]));
  return {
    total: count ? Number(count.rows[0]?.total ?? 0) : items.rows.length,
    rows: items.rows.map((row) => ({
      card: byId.get(row.id)!,
      content: row.content,
      versionNumber: row.version_number,
      publishedAt: row.published_at ? new Date(row.published_at) : null,
      draftDiffers: row.draft_differs,
    })),
  };
}
