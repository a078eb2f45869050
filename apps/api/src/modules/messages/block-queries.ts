import { type Database, userBlocks } from "@keen/db";
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** True inside a query when `userId` and `other` (a member id column or value) blocked one another. */
export function isBlockedEitherWay(userId: string, other: SQLWrapper | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userBlocks} where
    (${userBlocks.blockerId} = ${userId} and ${userBlocks.blockedId} = ${other})
    or (${userBlocks.blockerId} = ${other} and ${userBlocks.blockedId} = ${userId}))`;
}

/** Which of `otherIds` blocked `userId` or were blocked by them. */
export async function findBlockedAmong(
  db: Pick<Database, "select">,
  userId: string,
  otherIds: string[],
): Promise<Set<string>> {
  if (otherIds.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, otherIds)),
        and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, otherIds)),
      ),
    );
  return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
}
