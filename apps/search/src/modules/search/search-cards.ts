import type { CardSearchHit } from "@keen/contracts";
import { cardRecognitions, cards, cardTypes, cardVersions, type Database } from "@keen/db";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import {
  allPrefixes,
  toQueryWord,
  toSearchWords,
  totalOfAllRows,
  type WordTarget,
  withFuzzyThreshold,
  withTotal,
  wordMatches,
  wordPoints,
} from "./search-words";

/** The published version's folded document (title A, summary B, tags C) and folded text. */
export const versionTarget: WordTarget = {
  document: sql`${cardVersions.foldedSearch}`,
  text: sql`${cardVersions.foldedText}`,
};

/**
 * Finds published, non-deleted cards by their published version. Every word of the query must
 * match the title, summary or tags as a whole word, a prefix, or with a typo (trigram word
 * similarity), accents and case ignored. Cards whose words match exactly come before prefix
 * matches, which come before typo matches; then title before summary before tags; then newest.
 * An empty query lists the newest first. `reviewed` and `exemplar` keep peer-reviewed or Exemplar
 * cards only.
 */
export async function searchCards(
  db: Database,
  options: { query: string; offset: number; limit: number; reviewed?: boolean; exemplar?: boolean },
): Promise<{ items: CardSearchHit[]; total: number }> {
  const words = toSearchWords(options.query).map((word) => toQueryWord(word, "english"));

  let match: SQL | undefined;
  const order: SQL[] = [];
  if (words.length > 0) {
    match = and(...words.map((word) => wordMatches(word, [versionTarget])));
    const points = sql.join(
      words.map((word) => wordPoints(word, versionTarget)),
      sql` + `,
    );
    order.push(desc(points), desc(sql`ts_rank(${cardVersions.foldedSearch}, ${allPrefixes(words)})`));
  }
  order.push(desc(cardVersions.publishedAt), desc(cards.id));
  const recognized = (mark: SQL) =>
    sql`exists (select 1 from ${cardRecognitions} where ${cardRecognitions.cardId} = ${cards.id} and ${mark} is not null)`;
  const where = and(
    eq(cards.status, "published"),
    isNull(cards.deletedAt),
    match,
    options.reviewed ? recognized(sql`${cardRecognitions.reviewedVersionId}`) : undefined,
    options.exemplar ? recognized(sql`${cardRecognitions.exemplarAt}`) : undefined,
  );
  const publishedVersion = eq(cardVersions.id, cards.publishedVersionId);

  const { rows, total } = await withFuzzyThreshold(db, async (tx) => {
    const rows = await tx
      .select({
        cardId: cards.id,
        title: cardVersions.title,
        summary: cardVersions.summary,
        cardType: cardTypes.name,
        publishedAt: cardVersions.publishedAt,
        authors: cardVersions.authors,
        total: totalOfAllRows,
      })
      .from(cards)
      .innerJoin(cardVersions, publishedVersion)
      .leftJoin(cardTypes, eq(cardTypes.id, cardVersions.typeId))
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset);
    return withTotal(rows, async () => {
      const [counted] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(cards)
        .innerJoin(cardVersions, publishedVersion)
        .where(where);
      return counted?.total ?? 0;
    });
  });

  return {
    total,
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
