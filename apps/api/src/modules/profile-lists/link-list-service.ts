import { PROFILE_LIST_LIMITS } from "@keen/contracts";
import type { Database } from "@keen/db";
import { and, count, eq, max, sql } from "drizzle-orm";
import { notFound, validation } from "../../lib/errors";
import type { LinkKind, LinkList } from "./link-lists";
import { linkLists } from "./link-lists";
import type { Transaction } from "./profile-list-access";

type Executor = Database | Transaction;

/** A member's entries of a linked list, in display order (one entry when `lookupId` is given). */
export async function listLinks<T>(
  db: Executor,
  kind: LinkKind,
  userId: string,
  lookupId?: string,
): Promise<T[]> {
  const list = linkLists[kind];
  const rows = await db
    .select(list.columns)
    .from(list.joinTable)
    .innerJoin(list.lookupTable, eq(list.lookupId, list.joinLookupId))
    .where(and(eq(list.joinUserId, userId), lookupId ? eq(list.joinLookupId, lookupId) : undefined))
    .orderBy(...list.orderBy);
  return rows as T[];
}

/**
 * Adds a lookup row to a member's list in one transaction. Idempotent: an entry that is already
 * there is returned with `isCreated: false`. 400 naming the field for an unknown lookup row or a
 * full list. Institutions are appended (the first one stays the primary institution).
 */
export async function addLink<T>(
  db: Database,
  kind: LinkKind,
  userId: string,
  lookupId: string,
): Promise<{ item: T; isCreated: boolean }> {
  const list = linkLists[kind];
  return db.transaction(async (tx) => {
    // Serialise concurrent additions to the same member's list (the limit and positions).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-list:${kind}:${userId}`}))`);
    const [existing] = await listLinks<T>(tx, kind, userId, lookupId);
    if (existing) return { item: existing, isCreated: false };
    const [lookup] = await tx
      .select({ id: list.lookupId })
      .from(list.lookupTable)
      .where(eq(list.lookupId, lookupId));
    if (!lookup) throw validation(list.field, `unknown ${list.what} ${lookupId}`);
    const position = await checkRoom(tx, list, kind, userId);
    await list.insert(tx, userId, lookupId, position);
    const [item] = await listLinks<T>(tx, kind, userId, lookupId);
    return { item: item!, isCreated: true };
  });
}

/** Removes one entry from a member's list; 404 when it is not on the list. */
export async function removeLink(
  db: Database,
  kind: LinkKind,
  userId: string,
  lookupId: string,
): Promise<void> {
  const list = linkLists[kind];
  const removed = await db
    .delete(list.joinTable)
    .where(and(eq(list.joinUserId, userId), eq(list.joinLookupId, lookupId)))
    .returning({ id: list.joinLookupId });
  if (removed.length === 0) throw notFound(capitalize(list.what));
}

/** 400 when the list is full; otherwise the position after the last entry. */
async function checkRoom(tx: Transaction, list: LinkList, kind: LinkKind, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count(), last: list.joinPosition ? max(list.joinPosition) : sql<null>`null` })
    .from(list.joinTable)
    .where(eq(list.joinUserId, userId));
  const limit = PROFILE_LIST_LIMITS[kind];
  if ((row?.total ?? 0) >= limit) throw validation(list.field, `you can list at most ${limit} ${list.what}s`);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
