import type { CardList, CardListQuery, CardSort } from "@keen/contracts";
import { cardRecognitions, cards, cardVersions, type Database, type Executor, publicCards } from "@keen/db";
import { and, eq, sql } from "drizzle-orm";
import { badRequest } from "../../lib/errors";
import type { BlobUrl } from "../../lib/file-url";
import type { Actor } from "../../lib/policy";
import { type ListColumns, runCardListQuery, sortKeys, textMatches } from "./card-list-query";
import { presentCardSummaries } from "./cards.presenter";

/** Published cards show their latest version. */
export const publishedColumns: ListColumns = {
  content: sql`${cardVersions.content}`,
  title: sql`${cardVersions.title}`,
  versionNumber: sql`${cardVersions.number}`,
  publishedAt: sql`${cardVersions.publishedAt}`,
  newest: sql`${cards.firstPublishedAt}`,
  updated: sql`${cardVersions.publishedAt}`,
};

/** `GET /Card` shows public cards only: its rating and use sorts read card_stats's indexes. */
const publicListColumns: ListColumns = { ...publishedColumns, statsOrder: true };

/** A page's `nextCursor`: the list's sort and its last row's sort keys, base64url JSON. */
export function encodeCursor(sort: CardSort, keys: string[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: keys })).toString("base64url");
}

/** The sort keys a `cursor` of this sort carries; anything else is a 400 naming `cursor`. */
export function decodeCursor(cursor: string, sort: CardSort, columns: ListColumns): string[] {
  const invalid = () =>
    badRequest("The cursor is not one this list gave.", [
      { field: "cursor", message: "must be a nextCursor of this list and sort" },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const { s, k } = (parsed ?? {}) as { s?: unknown; k?: unknown };
  const count = sortKeys(sort, columns).keys.length;
  const isKeys = Array.isArray(k) && k.length === count && k.every((key) => typeof key === "string");
  if (s !== sort || !isKeys) throw invalid();
  return k as string[];
}

/**
 * One page of a card list (`runCardListQuery` with the capped total) as list items for the actor:
 * after `cursor` when given (keyset), else at the offset of `page`.
 */
export async function listCardPage(
  db: Executor,
  actor: Actor,
  options: Omit<Parameters<typeof runCardListQuery>[1], "viewerId" | "withTotal" | "after"> & {
    cursor?: string;
  },
  blobUrl: BlobUrl,
): Promise<CardList> {
  const { cursor, ...query } = options;
  const after = cursor === undefined ? undefined : decodeCursor(cursor, query.sort, query.columns);
  const { rows, total, totalCapped, nextKeys } = await runCardListQuery(db, {
    ...query,
    after,
    viewerId: actor?.userId ?? null,
  });
  return {
    items: await presentCardSummaries(db, rows, actor, blobUrl),
    total,
    totalCapped,
    nextCursor: nextKeys ? encodeCursor(query.sort, nextKeys) : null,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/**
 * `GET /Card`: published cards, newest first by default (`newest` = first published,
 * `updated` = latest version, `title`), filtered by type and text (`q` over title, summary and
 * tags of the published version), to peer-reviewed (`reviewed`) or Exemplar (`exemplar`) cards.
 */
export async function listCards(
  db: Database,
  actor: Actor,
  query: CardListQuery,
  blobUrl: BlobUrl,
): Promise<CardList> {
  const where = and(
    publicCards,
    query.typeId ? eq(cardVersions.typeId, query.typeId) : undefined,
    query.reviewed
      ? sql`exists (select 1 from ${cardRecognitions} where ${cardRecognitions.cardId} = ${cards.id} and ${cardRecognitions.reviewedVersionId} is not null)`
      : undefined,
    query.exemplar
      ? sql`exists (select 1 from ${cardRecognitions} where ${cardRecognitions.cardId} = ${cards.id} and ${cardRecognitions.exemplarAt} is not null)`
      : undefined,
    textMatches(sql`${cardVersions.search}`, sql`${cardVersions.title}`, query.q),
  )!;
  return listCardPage(
    db,
    actor,
    {
      where,
      columns: publicListColumns,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      cursor: query.cursor,
    },
    blobUrl,
  );
}
