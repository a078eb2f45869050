import { cardReviews, cards, type Database, users } from "@keen/db";
import { count, inArray, like } from "drizzle-orm";
import { demoSubjectPrefix } from "./demo-people";

/** How many cards a complete demo library holds: the published ones plus the one in review. */
export const demoLibraryCardCount = 41;

/** The ids of the demo members (the library's people), found by their subject prefix. */
export async function findDemoMemberIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.subject, `${demoSubjectPrefix}%`));
  return rows.map((row) => row.id);
}

/**
 * Whether the demo library is there: `absent` (no demo member), `complete` (every card was made
 * and the card in review submitted; deleted ones count, so a card a developer removed is not
 * made again), or `partial` (a seed that stopped part-way, which the next seed replaces).
 */
export async function demoLibraryState(db: Database): Promise<"absent" | "partial" | "complete"> {
  const memberIds = await findDemoMemberIds(db);
  if (memberIds.length === 0) return "absent";
  const [made] = await db.select({ n: count() }).from(cards).where(inArray(cards.createdBy, memberIds));
  const [inReview] = await db
    .select({ n: count() })
    .from(cardReviews)
    .where(inArray(cardReviews.submittedBy, memberIds));
  return (made?.n ?? 0) >= demoLibraryCardCount && (inReview?.n ?? 0) > 0 ? "complete" : "partial";
}
