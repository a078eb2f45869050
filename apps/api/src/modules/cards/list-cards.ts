import type { CardList, CardListQuery } from "@keen/contracts";
import { cards, cardVersions, type Database } from "@keen/db";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../lib/policy";
import { type ListColumns, runCardListQuery, textMatches } from "./card-list-query";
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

/** Cards every signed-in member may read: published, not deleted. */
export const isPublicCard: SQL = and(eq(cards.status, "published"), isNull(cards.deletedAt))!;

/**
 * `GET /Card`: published cards, newest first by default (`newest` = first published,
 * `updated` = latest version, `title`), filtered by type and text (`q` over title, summary and
 * tags of the published version).
 */
export async function listCards(db: Database, actor: Actor, query: CardListQuery): Promise<CardList> {
  const where = and(
    isPublicCard,
    query.typeId ? eq(cardVersions.typeId, query.typeId) : undefined,
    textMatches(sql`${cardVersions.search}`, sql`${cardVersions.title}`, query.q),
  )!;
  const { rows, total } = await runCardListQuery(db, {
    where,
    columns: publishedColumns,
    viewerId: actor?.userId ?? null,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    items: await presentCardSummaries(db, rows, actor),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
