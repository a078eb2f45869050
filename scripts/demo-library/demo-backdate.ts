import type { Database } from "@keen/db";
import { sql } from "drizzle-orm";
import type { SeededCard } from "./demo-activity-seed";

/**
 * Spreads the library over the past fourteen months, as a community's would be: each card's
 * creation, publication, files and published version move back in time, and its ratings,
 * bookmarks and comments to days after its publication (in the order they were given). Only
 * timestamps change, so what the operations wrote stays as they wrote it.
 */
export async function backdateDemoLibrary(db: Database, cards: SeededCard[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, index } of cards) {
      const publishedDaysAgo = 12 + ((index * 37) % 420);
      const published = sql`now() - make_interval(days => ${publishedDaysAgo})`;
      // Engagement follows publication, one step apart in the order it was given (at most 5 of a kind).
      const stepHours = Math.max(1, Math.floor((publishedDaysAgo * 24) / 8));
      const after = (column: string) =>
        sql.raw(
          `now() - make_interval(days => ${publishedDaysAgo}) + make_interval(hours => (row_number() over (order by ${column}))::int * ${stepHours})`,
        );
      await tx.execute(sql`update cards set created_at = ${published} - interval '9 days', updated_at = ${published},
        first_published_at = ${published} where id = ${id}`);
      await tx.execute(sql`update card_versions set published_at = ${published} where card_id = ${id}`);
      await tx.execute(
        sql`update card_files set created_at = ${published} - interval '8 days' where card_id = ${id}`,
      );
      await tx.execute(
        sql`update card_file_links set created_at = ${published} - interval '8 days' where card_id = ${id}`,
      );
      await tx.execute(
        sql`update card_authors set created_at = ${published} - interval '9 days' where card_id = ${id}`,
      );
      for (const [table, column] of [
        ["card_feedback", "created_at"],
        ["card_bookmarks", "created_at"],
        ["card_comments", "created_at"],
      ] as const) {
        const key = table === "card_bookmarks" ? "card_id, user_id" : "id";
        await tx.execute(
          sql`update ${sql.raw(table)} t set ${sql.raw(column)} = s.at${sql.raw(table === "card_feedback" ? ", updated_at = s.at" : "")}
            from (select ${sql.raw(key)}, ${after(column)} as at from ${sql.raw(table)} where card_id = ${id}) s
            where ${sql.raw(key === "id" ? "t.id = s.id" : "t.card_id = s.card_id and t.user_id = s.user_id")}`,
        );
      }
    }
  });
}
