import type { MemberSearchHit } from "@keen/contracts";
import { type Database, institutions, userInstitutions, users } from "@keen/db";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";

/** Below this trigram word similarity a typo-tolerant match does not count. */
const FUZZY_THRESHOLD = 0.5;

/** Lower-cased words of letters and digits (safe to splice into a tsquery), at most 8. */
export function toSearchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * Finds onboarded members by name (weight A), title (B) and primary institution (C): every word
 * as a prefix in full-text search (accents ignored), or close enough by trigram similarity to
 * forgive typos. Best matches first; an empty query lists everyone by name.
 */
export async function searchMembers(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ items: MemberSearchHit[]; total: number }> {
  const words = toSearchWords(options.query);
  const document = sql`(
    setweight(to_tsvector('simple', unaccent(${users.firstName} || ' ' || ${users.lastName})), 'A') ||
    setweight(to_tsvector('simple', unaccent(coalesce(${users.title}, ''))), 'B') ||
    setweight(to_tsvector('simple', unaccent(coalesce(${institutions.name}::text, ''))), 'C'))`;
  const plainText = sql`unaccent(lower(concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.title}, ${institutions.name}::text)))`;

  let match: SQL | undefined;
  let rank: SQL | undefined;
  if (words.length > 0) {
    const tsQuery = sql`to_tsquery('simple', unaccent(${words.map((w) => `${w}:*`).join(" & ")}))`;
    const similarity = sql`word_similarity(unaccent(${words.join(" ")}), ${plainText})`;
    match = sql`(${document} @@ ${tsQuery} or ${similarity} >= ${FUZZY_THRESHOLD})`;
    rank = sql`(ts_rank(${document}, ${tsQuery}) * 2 + ${similarity})`;
  }
  const where = and(eq(users.isOnboarded, true), match);
  // Names sort as people read them, not by code point ("de Souza" beside "Dewey", "Ñ" beside "N").
  const byName = [
    asc(sql`lower(unaccent(${users.lastName}))`),
    asc(sql`lower(unaccent(${users.firstName}))`),
    asc(users.id),
  ];
  const order = rank ? [desc(rank), ...byName] : byName;

  const primaryInstitution = and(eq(userInstitutions.userId, users.id), eq(userInstitutions.position, 0));
  const institutionOf = eq(institutions.id, userInstitutions.institutionId);

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        institutionId: institutions.id,
        institutionName: institutions.name,
      })
      .from(users)
      .leftJoin(userInstitutions, primaryInstitution)
      .leftJoin(institutions, institutionOf)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(userInstitutions, primaryInstitution)
      .leftJoin(institutions, institutionOf)
      .where(where),
  ]);

  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      type: "user" as const,
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      title: row.title,
      institution:
        row.institutionId && row.institutionName
          ? { id: row.institutionId, name: row.institutionName }
          : null,
    })),
  };
}
