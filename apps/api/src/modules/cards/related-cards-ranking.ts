import {
  cardRelated,
  cardRelatedRuns,
  cards,
  cardVersions,
  type Database,
  type Executor,
  publicCards,
} from "@keen/db";
import { type SQL, sql } from "drizzle-orm";

/**
 * How much each kind of likeness counts: per shared discipline or tag, for the same type, and
 * times the trigram similarity (0–1) of title and summary. A nearly identical title outweighs one
 * shared discipline (disciplines are broad); shared tags and discipline together win. Every term
 * is symmetric, so A relates to B exactly as B relates to A (the job spreads a score both ways).
 */
const weights = { shared: 2, type: 1, title: 4, summary: 2 };
/** Below this a card is not related enough to show (a faint title likeness alone is not). */
export const minimumScore = 0.5;
/** How many related cards a card keeps: the route's largest `limit`. */
export const keptRelated = 20;
/**
 * Candidates read from each index (any shared discipline or tag; the nearest titles) before
 * scoring: the bound on a ranking's work, whatever the catalogue's size.
 */
const poolSize = 300;

/** The card a ranking is for: its published version, or given content (a draft). */
export type RankingSubject =
  | { cardId: string; published: true }
  | {
      cardId: string;
      published: false;
      content: unknown;
      typeId: string | null;
      title: string;
      summary: string;
    };

/** A one-row `subject` CTE body: card_id, terms, type_id, title, summary. */
function subjectRow(subject: RankingSubject): SQL {
  if (subject.published) {
    return sql`select ${cards.id} as card_id, ${cardVersions.relatedTerms} as terms,
      ${cardVersions.typeId} as type_id, ${cardVersions.title} as title, ${cardVersions.summary} as summary
      from ${cards} join ${cardVersions} on ${cardVersions.id} = ${cards.publishedVersionId}
      where ${cards.id} = ${subject.cardId}`;
  }
  return sql`select ${subject.cardId}::uuid as card_id,
    public.keen_card_related_terms(${JSON.stringify(subject.content ?? {})}::jsonb) as terms,
    ${subject.typeId}::uuid as type_id, ${subject.title}::text as title, ${subject.summary}::text as summary`;
}

/** The score of the published version in scope (`card_versions`) against `subject` (`s`). */
const score = sql`(
  ${sql.raw(String(weights.shared))} * cardinality(array(
    select unnest(${cardVersions.relatedTerms}) intersect select unnest(s.terms)))
  + ${sql.raw(String(weights.type))} * (case when ${cardVersions.typeId} = s.type_id then 1 else 0 end)
  + ${sql.raw(String(weights.title))} * similarity(${cardVersions.title}, s.title)
  + ${sql.raw(String(weights.summary))} * similarity(${cardVersions.summary}, s.summary)
)::real`;

/** The public cards' published versions (one row per public card), for a `from`. */
const publicVersions = sql`${cardVersions} join ${cards}
  on ${cards.id} = ${cardVersions.cardId} and ${cards.publishedVersionId} = ${cardVersions.id}`;

/**
 * The top `keptRelated` public cards related to `subject`, best first, in one statement: the
 * candidates come from two bounded index reads (the GIN index of shared discipline and tag
 * terms; the nearest similar titles, pg_trgm's `%` and `<->` through the GiST index), and only they are scored
 * (a similar summary adds to a candidate's score but does not make one). Never the card itself; never a card scoring below `minimumScore`.
 */
export async function rankRelated(
  db: Executor,
  subject: RankingSubject,
): Promise<{ cardId: string; score: number }[]> {
  const pool = (match: SQL, order: SQL = sql``) => sql`(select ${cardVersions.cardId} as card_id
    from ${publicVersions}, subject s
    where ${match} and ${publicCards} and ${cards.id} <> s.card_id ${order} limit ${poolSize})`;
  const { rows } = await db.execute<{ card_id: string; score: number }>(sql`
    with subject as (${subjectRow(subject)}),
    candidates as (
      ${pool(sql`${cardVersions.relatedTerms} && s.terms`)}
      union ${pool(sql`${cardVersions.title} % s.title`, sql`order by ${cardVersions.title} <-> s.title`)}
    )
    select k.card_id, ${score} as score
    from candidates k
      join ${cards} on ${cards.id} = k.card_id
      join ${cardVersions} on ${cardVersions.id} = ${cards.publishedVersionId}
      cross join subject s
    where ${score} >= ${sql.raw(String(minimumScore))}
    order by score desc, k.card_id
    limit ${keptRelated}`);
  return rows.map((row) => ({ cardId: row.card_id, score: Number(row.score) }));
}

/**
 * Ranks a public card's related cards and stores them with the version they were ranked for
 * (replacing the earlier rows). Answers what it stored, or null when the card is not public.
 */
export async function storeRelated(
  db: Database,
  cardId: string,
): Promise<{ cardId: string; score: number }[] | null> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ versionId: cards.publishedVersionId })
      .from(cards)
      .where(sql`${cards.id} = ${cardId} and ${publicCards}`)
      // A lock two rankings of one card cannot share (unlike FOR SHARE): concurrent first reads of
      // its related cards would otherwise insert the same rows twice and fail on the unique key.
      .for("no key update");
    if (!card?.versionId) return null;
    const ranked = await rankRelated(tx, { cardId, published: true });
    await tx.delete(cardRelated).where(sql`${cardRelated.cardId} = ${cardId}`);
    if (ranked.length > 0) {
      await tx
        .insert(cardRelated)
        .values(ranked.map((row) => ({ cardId, relatedCardId: row.cardId, score: row.score })));
    }
    await tx
      .insert(cardRelatedRuns)
      .values({ cardId, versionId: card.versionId })
      .onConflictDoUpdate({
        target: cardRelatedRuns.cardId,
        set: { versionId: card.versionId, computedAt: sql`now()` },
      });
    return ranked;
  });
}

/**
 * After `cardId` was (re)published and its own list stored: the cards it now relates to, and the
 * cards that listed it before, get its fresh score (symmetric) in their lists, dropped when below
 * `minimumScore`; each such list is trimmed to its best `keptRelated`. Bounded by the cards
 * touching this one (its own list plus the lists holding it), all in two statements.
 */
export async function spreadRelated(db: Database, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ card_id: string }>(sql`
      with subject as (${subjectRow({ cardId, published: true })}),
      targets as (
        select ${cardRelated.relatedCardId} as card_id from ${cardRelated} where ${cardRelated.cardId} = ${cardId}
        union select ${cardRelated.cardId} from ${cardRelated} where ${cardRelated.relatedCardId} = ${cardId}
      ),
      scored as (
        select t.card_id, ${score} as score
        from targets t
          join ${cards} on ${cards.id} = t.card_id
          join ${cardVersions} on ${cardVersions.id} = ${cards.publishedVersionId}
          cross join subject s
        where ${publicCards}
      ),
      dropped as (
        delete from ${cardRelated} r using targets t
        where r.card_id = t.card_id and r.related_card_id = ${cardId}
          and not exists (select 1 from scored where scored.card_id = t.card_id
            and scored.score >= ${sql.raw(String(minimumScore))})
      ),
      kept as (
        insert into ${cardRelated} (card_id, related_card_id, score)
        select card_id, ${cardId}, score from scored where score >= ${sql.raw(String(minimumScore))}
        on conflict (card_id, related_card_id) do update set score = excluded.score
      )
      select card_id from targets`);
    const targets = rows.map((row) => row.card_id);
    if (targets.length === 0) return;
    await tx.execute(sql`
      delete from ${cardRelated} r using (
        select card_id, related_card_id,
          row_number() over (partition by card_id order by score desc, related_card_id) as place
        from ${cardRelated}
        where card_id in (${sql.join(
          targets.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      ) ranked
      where r.card_id = ranked.card_id and r.related_card_id = ranked.related_card_id
        and ranked.place > ${keptRelated}`);
  });
}

/**
 * A card no longer public (unpublished or deleted): its own rows and its place in other lists
 * go, and those lists are marked for re-ranking on their next read (they are one card short).
 */
export async function dropRelated(db: Database, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cardRelated).where(sql`${cardRelated.cardId} = ${cardId}`);
    await tx.delete(cardRelatedRuns).where(sql`${cardRelatedRuns.cardId} = ${cardId}`);
    await tx.execute(sql`
      with listed as (
        delete from ${cardRelated} where ${cardRelated.relatedCardId} = ${cardId} returning card_id
      )
      delete from ${cardRelatedRuns} where card_id in (select card_id from listed)`);
  });
}
