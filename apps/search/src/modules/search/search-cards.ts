import type { CardSearchHit } from "@keen/contracts";
import { cards, cardTypes, cardVersions, type Database } from "@keen/db";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { toSearchWords } from "./search-members";

/**
 * Below this trigram word similarity to the title a typo-tolerant match does not count. Lower
 * than `<%`'s fixed 0.6 so one wrong letter in a short word ("statcs") still matches, as in
 * member search.
 */
const FUZZY_THRESHOLD = 0.5;

/**
 * Finds published, non-deleted cards by their published version: every word as a prefix in the
 * weighted full-text document (title A, summary B, tags C), or a title close enough by trigram
 * similarity to forgive typos. Best matches first; an empty query lists the newest first.
 */
export async function searchCards(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ items: CardSearchHit[]; total: number }> {
  const words = toSearchWords(options.query);

  let match: SQL | undefined;
  let rank: SQL | undefined;
  if (words.length > 0) {
    const tsQuery = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" & ")})`;
    const text = words.join(" ");
    const similarity = sql`word_similarity(${text}, ${cardVersions.title})`;
    match = sql`(${cardVersions.search} @@ ${tsQuery} or ${similarity} >= ${FUZZY_THRESHOLD})`;
    rank = sql`(ts_rank(${cardVersions.search}, ${tsQuery}) * 2 + ${similarity})`;
  }
  const where = and(eq(cards.status, "published"), isNull(cards.deletedAt), match);
  const newest = [desc(cardVersions.publishedAt), desc(cards.id)];
  const order = rank ? [desc(rank), ...newest] : newest;
  const publishedVersion = eq(cardVersions.id, cards.publishedVersionId);

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        cardId: cards.id,
        title: cardVersions.title,
        summary: cardVersions.summary,
        cardType: cardTypes.name,
        publishedAt: cardVersions.publishedAt,
        authors: cardVersions.authors,
      })
      .from(cards)
      .innerJoin(cardVersions, publishedVersion)
      .leftJoin(cardTypes, eq(cardTypes.id, cardVersions.typeId))
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cards)
      .innerJoin(cardVersions, publishedVersion)
      .where(where),
  ]);

  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      type: "card" as const,
      cardId: row.cardId,
      title: row.title,
      summary: row.summary,
      cardType: row.cardType,
      publishedAt: row.publishedAt.toISOString(),
      authors: row.authors.map((author) => author.name),
    })),
  };
}
