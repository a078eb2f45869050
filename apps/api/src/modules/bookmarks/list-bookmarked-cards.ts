import type { BookmarkedQuery, CardList } from "@keen/contracts";
import { cardBookmarks, cards, type Database, publicCards } from "@keen/db";
import { sql } from "drizzle-orm";
import type { BlobUrl } from "../../lib/file-url";
import type { SignedInActor } from "../../lib/policy";
import { listCardPage, publishedColumns } from "../cards";

/**
 * `GET /Card/Bookmarked`: the caller's bookmarked cards as list items, newest bookmark first,
 * leaving out cards that are no longer readable (unpublished or deleted; their bookmarks stay
 * and count again if the card is published again).
 */
export async function listBookmarkedCards(
  db: Database,
  actor: SignedInActor,
  query: BookmarkedQuery,
  blobUrl: BlobUrl,
): Promise<CardList> {
  // An inner join in effect: a card without the caller's bookmark yields no row.
  const bookmark = sql`(select ${cardBookmarks.createdAt} as created_at from ${cardBookmarks}
    where ${cardBookmarks.cardId} = ${cards.id} and ${cardBookmarks.userId} = ${actor.userId}) as bookmark`;
  return listCardPage(
    db,
    actor,
    {
      lateral: bookmark,
      where: publicCards,
      columns: { ...publishedColumns, newest: sql`bookmark.created_at` },
      sort: "newest",
      page: query.page,
      pageSize: query.pageSize,
      cursor: query.cursor,
    },
    blobUrl,
  );
}
