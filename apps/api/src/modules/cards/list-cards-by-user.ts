import type { CardList, CardsByUserQuery } from "@keen/contracts";
import { cardAuthors, cardEditors, cards, cardVersions, type Database, publicCards } from "@keen/db";
import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { BlobUrl } from "../../lib/file-url";
import { type Actor, isAdmin } from "../../lib/policy";
import { type ListColumns, textMatches } from "./card-list-query";
import { listCardPage, publishedColumns } from "./list-cards";

/** Published cards show their latest version; drafts, unpublished and deleted cards their draft. */
const showsPublished = sql`(${cards.status} = 'published' and ${cardVersions.id} is not null)`;
const ownColumns: ListColumns = {
  content: sql`case when ${showsPublished} then ${cardVersions.content} else ${cards.draft} end`,
  title: sql`case when ${showsPublished} then ${cardVersions.title} else ${cards.draft}->>'title' end`,
  versionNumber: sql`${cardVersions.number}`,
  publishedAt: sql`${cardVersions.publishedAt}`,
  newest: sql`${cards.createdAt}`,
  updated: sql`${cards.updatedAt}`,
};

/**
 * `GET /Card/ByUser/{userId}`: cards the member authors or edits. The member themself and
 * admins may list any status (deleted ones only where the member is an author, as only authors
 * see deleted cards); everyone else sees only the member's published cards.
 */
export async function listCardsByUser(
  db: Database,
  actor: Actor,
  userId: string,
  query: CardsByUserQuery,
  blobUrl: BlobUrl,
): Promise<CardList> {
  const isAuthor = sql`exists (select 1 from ${cardAuthors} where ${cardAuthors.cardId} = ${cards.id} and ${cardAuthors.userId} = ${userId})`;
  const isEditor = sql`exists (select 1 from ${cardEditors} where ${cardEditors.cardId} = ${cards.id} and ${cardEditors.userId} = ${userId})`;
  const isInvolved = sql`(${isAuthor} or ${isEditor})`;
  const mayListAll = actor !== null && (actor.userId === userId || isAdmin(actor));

  let where: SQL | undefined;
  let columns = ownColumns;
  if (!mayListAll) {
    where = query.status && query.status !== "published" ? sql`false` : and(isInvolved, publicCards);
    columns = publishedColumns;
  } else if (query.status === "deleted") {
    where = and(isAuthor, isNotNull(cards.deletedAt));
  } else {
    where = and(
      isInvolved,
      isNull(cards.deletedAt),
      query.status ? eq(cards.status, query.status) : undefined,
    );
  }
  const search =
    columns === publishedColumns
      ? sql`${cardVersions.search}`
      : sql`case when ${showsPublished} then ${cardVersions.search} else ${cards.search} end`;
  return listCardPage(
    db,
    actor,
    {
      where: and(where, textMatches(search, columns.title, query.q))!,
      columns,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      cursor: query.cursor,
    },
    blobUrl,
  );
}
