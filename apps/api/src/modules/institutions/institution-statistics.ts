import type { InstitutionStatistics } from "@keen/contracts";
import {
  cardAuthors,
  cards,
  institutionFellows,
  institutionKeenLeaders,
  institutionRisingStars,
  publicCards,
  userInstitutions,
} from "@keen/db";
import { sql } from "drizzle-orm";
import type { Executor } from "./load-institution";

const countOf = (
  table: typeof institutionFellows | typeof institutionKeenLeaders | typeof institutionRisingStars,
  id: string,
) => sql`(select count(*) from ${table} where ${table.institutionId} = ${id})::int`;

/**
 * The institution's numbers, computed on every read (never typed in): members who list it,
 * published (not deleted) cards with at least one such member among their authors, fellows,
 * rising stars and KEEN leaders. `reviewedCards` is 0 until card reviews exist: there is no
 * review record yet to count.
 */
export async function computeInstitutionStatistics(
  db: Executor,
  institutionId: string,
): Promise<InstitutionStatistics> {
  const result = await db.execute<{
    members: number;
    published_cards: number;
    fellows: number;
    rising_stars: number;
    keen_leaders: number;
  }>(sql`select
    (select count(*) from ${userInstitutions} where ${userInstitutions.institutionId} = ${institutionId})::int as members,
    (select count(distinct ${cards.id}) from ${cards}
      join ${cardAuthors} on ${cardAuthors.cardId} = ${cards.id}
      join ${userInstitutions} on ${userInstitutions.userId} = ${cardAuthors.userId}
      where ${userInstitutions.institutionId} = ${institutionId} and ${publicCards})::int as published_cards,
    ${countOf(institutionFellows, institutionId)} as fellows,
    ${countOf(institutionRisingStars, institutionId)} as rising_stars,
    ${countOf(institutionKeenLeaders, institutionId)} as keen_leaders`);
  const row = result.rows[0]!;
  return {
    members: Number(row.members),
    publishedCards: Number(row.published_cards),
    reviewedCards: 0,
    fellows: Number(row.fellows),
    risingStars: Number(row.rising_stars),
    keenLeaders: Number(row.keen_leaders),
  };
}
