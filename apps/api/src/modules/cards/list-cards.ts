import type { CardList, CardListQuery } from "@keen/contracts";
import { cardRecognitions, cards, cardVersions, type Database } from "@keen/db";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../lib/policy";
import { type ListColumns, runCardListQuery, textMatches } from "./card-list-query";
import { presentCardSummaries } from "./cards.presenter";
import type { Executor } from "./load-card";

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

/** One page of a card list (`runCardListQuery` with the total) as list items for the actor. */
export async function listCardPage(
  db: Executor,
  actor: Actor,
  options: Omit<Parameters<typeof runCardListQuery>[1], "viewerId" | "withTotal">,
): Promise<CardList> {
  const { rows, total } = await runCardListQuery(db, { ...options, viewerId: actor?.userId ?? null });
  return {
    items: await presentCardSummaries(db, rows, actor),
    total,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/**
 * `GET /Card`: published cards, newest first by default (`newest` = first published,
 * `updated` = latest version, `title`), filtered by type and text (`q` over title, summary and
 * tags of the published version), to peer-reviewed (`reviewed`) or Exemplar (`exemplar`) cards.
 */
export async function listCards(db: Database, actor: Actor, query: CardListQuery): Promise<CardList> {
  const where = and(
    isPublicCard,
    query.typeId ? eq(cardVersions.typeId, query.typeId) : undefined,
    query.reviewed
      ? sql`exists (select 1 from ${cardRecognitions} where ${cardRecognitions.cardId} = ${cards.id} and ${cardRecognitions.reviewedVersionId} is not null)`
      : undefined,
    query.exemplar
      ? sql`exists (select 1 from ${cardRecognitions} where ${cardRecognitions.cardId} = ${cards.id} and ${cardRecognitions.exemplarAt} is not null)`
      : undefined,
    textMatches(sql`${cardVersions.search}`, sql`${cardVersions.title}`, query.q),
  )!;
  return listCardPage(db, actor, {
    where,
    columns: publishedColumns,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}
