import { type Database, notifications } from "@keen/db";
import type { Member } from "../../plugins/auth";

/** Inserts a notification for a member directly (not through an event). */
export async function buildNotification(
  db: Database,
  recipient: Member,
  overrides: Partial<typeof notifications.$inferInsert> = {},
): Promise<typeof notifications.$inferSelect> {
  const [row] = await db
    .insert(notifications)
    .values({
      recipientId: recipient.id,
      type: "co_author_added",
      title: "Someone added you as a co-author",
      body: "A card",
      link: "/card/x",
      ...overrides,
    })
    .returning();
  return row!;
}
