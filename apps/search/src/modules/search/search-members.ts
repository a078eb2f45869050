import { type MemberSearchHit, uploadedPicturePath } from "@keen/contracts";
import {
  type Database,
  institutionSearchDocument,
  institutionSearchText,
  institutions,
  profilePictures,
  userInstitutions,
  users,
} from "@keen/db";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { runNamed } from "./search-db";
import {
  allPrefixes,
  type QueryWord,
  toQueryWord,
  toSearchWords,
  totalOfAllRows,
  type WordTarget,
  withTotal,
  wordMatches,
  wordPoints,
} from "./search-words";

/** A member's stored, folded name (A) and title (B), GIN-indexed. */
export const personTarget: WordTarget = { document: sql`${users.search}`, text: sql`${users.searchText}` };
/** The primary institution's name, folded; the very expressions of the institutions' indexes. */
/** True when the joined institution is one for which `condition` holds (found through its indexes once). */
const institutionHolds = (condition: SQL) =>
  sql`${institutions.id} in (select id from ${institutions} where ${condition})`;
export const institutionTarget: WordTarget = {
  document: institutionSearchDocument(institutions.name),
  text: institutionSearchText(institutions.name),
  holds: institutionHolds,
};

const primaryInstitution = and(eq(userInstitutions.userId, users.id), eq(userInstitutions.position, 0));
const institutionOf = eq(institutions.id, userInstitutions.institutionId);

/**
 * Members one word matches: by name or title, or by primary institution (everyone for a stop
 * word). Index-backed lookups (one per table) instead of one condition over the join, which no
 * index can serve; a plain `in`, so PostgreSQL joins the few matches to `users` by key instead of
 * testing every member against them.
 */
function membersMatching(db: Database, word: QueryWord): SQL {
  const byPerson = db
    .select({ id: users.id })
    .from(users)
    .where(wordMatches(word, [personTarget]));
  const byInstitution = db
    .select({ id: userInstitutions.userId })
    .from(userInstitutions)
    .innerJoin(institutions, institutionOf)
    .where(and(eq(userInstitutions.position, 0), wordMatches(word, [institutionTarget])));
  const everyone = db.select({ id: users.id }).from(users).where(word.isStopWord);
  return sql`${users.id} in (${byPerson} union all ${byInstitution} union all ${everyone})`;
}

/**
 * Finds onboarded members by name, title and primary institution: every word of the query as a
 * whole word, a prefix, or with a typo (trigram word similarity), accents and case ignored.
 * Exact before prefix before typo matches, then name before title before institution; an empty
 * query lists everyone by name.
 */
export async function searchMembers(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ items: MemberSearchHit[]; total: number }> {
  const words = toSearchWords(options.query).map((word) => toQueryWord(word, "simple"));

  let match: SQL | undefined;
  const order: SQL[] = [];
  if (words.length > 0) {
    match = and(...words.map((word) => membersMatching(db, word)));
    const points = sql.join(
      words.map((word) => wordPoints(word, [personTarget, institutionTarget])),
      sql` + `,
    );
    // The institution counts in the rank only when some word begins one of its words.
    const anyPrefix = sql.join(
      words.map((word) => word.prefix),
      sql` || `,
    );
    const document = sql`(${personTarget.document} || setweight(case when ${institutionHolds(sql`${institutionTarget.document} @@ (${anyPrefix})`)}
      then coalesce(${institutionTarget.document}, ''::tsvector) else ''::tsvector end, 'C'))`;
    order.push(desc(points), desc(sql`ts_rank(${document}, ${allPrefixes(words)})`));
  }
  // Names sort as people read them, not by code point ("de Souza" beside "Dewey", "Ñ" beside "N").
  order.push(
    asc(sql`lower(unaccent(${users.lastName}))`),
    asc(sql`lower(unaccent(${users.firstName}))`),
    asc(users.id),
  );
  const where = and(eq(users.isOnboarded, true), match);

  // `%>` reads its typo threshold from the search pool's settings (search-db.ts).
  const selection = {
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    title: users.title,
    institutionId: institutions.id,
    institutionName: institutions.name,
    pictureVersion: profilePictures.version,
    total: totalOfAllRows,
  };
  const query = db
    .select(selection)
    .from(users)
    .leftJoin(userInstitutions, primaryInstitution)
    .leftJoin(institutions, institutionOf)
    .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
    .where(where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  type Row = Awaited<typeof query>[number];
  const rows = await runNamed<Row>(db, query, Object.keys(selection) as (keyof Row)[]);
  const { total } = await withTotal(rows, options.offset, async () => {
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
    return counted?.total ?? 0;
  });

  return {
    total,
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
      pictureUrl: row.pictureVersion ? uploadedPicturePath(row.userId, row.pictureVersion) : null,
    })),
  };
}
