import { type MemberSearchHit, uploadedPicturePath } from "@keen/contracts";
import { type Database, institutionSearchDocument } from "@keen/db";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Alternative, expandMemberWords, MEMBER_ALTERNATIVES, type MemberWord } from "./member-words";
import { runNamed, statement } from "./search-db";

/** Points for how one query word matched; exact beats prefix beats any spelling (≤ 1). */
const EXACT_POINTS = 3;
const PREFIX_POINTS = 2;

/** Lower-cased words of letters and digits, at most 8 (more words only narrow the result). */
export function toSearchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** The institution's name (`i`) as its full-text index (`institutions_name_folded_search`) has it. */
const institutionDocument = new PgDialect().sqlToQuery(institutionSearchDocument(sql.raw("i.name"))).sql;

/** Statement parameters, each value sent once and named by its placeholder (`$n::type`). */
function parameters() {
  const values: unknown[] = [];
  const add = (value: unknown, type: "tsquery" | "real" | "int") => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  return { values, add };
}

type Placeholders = {
  exact: string;
  prefix: string;
  match: string;
  completions: { query: string; similarity: string }[];
  spellings: { query: string; similarity: string }[];
};

/** A word's queries as placeholders; its alternatives padded with nulls to a fixed count, so the statement's text depends on the number of words alone. */
function placeholdersOf(word: MemberWord, add: ReturnType<typeof parameters>["add"]): Placeholders {
  const padded = (list: Alternative[]) =>
    Array.from({ length: MEMBER_ALTERNATIVES }, (_, i) => ({
      query: add(list[i]?.query ?? null, "tsquery"),
      similarity: add(list[i]?.similarity ?? null, "real"),
    }));
  return {
    exact: add(word.exact, "tsquery"),
    prefix: add(word.prefix, "tsquery"),
    match: add(word.match, "tsquery"),
    completions: padded(word.completions),
    spellings: padded(word.spellings),
  };
}

/**
 * Points of one word against a document: 3 for a whole word; 2 to 2.5 for a prefix (closer
 * completions first); otherwise how close the closest spelling it holds is (0–1). The
 * alternatives come closest first, so the first one held is the best.
 */
function pointsOf(document: string, word: Placeholders): string {
  const closest = (list: Placeholders["spellings"]) =>
    `coalesce(case ${list.map((a) => `when ${document} @@ ${a.query} then ${a.similarity}`).join(" ")} end, 0)`;
  return `(case when ${document} @@ ${word.exact} then ${EXACT_POINTS}
    when ${document} @@ ${word.prefix} then ${PREFIX_POINTS} + ${closest(word.completions)} / 2
    else ${closest(word.spellings)} end)`;
}

type Row = {
  userId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  institutionId: string | null;
  institutionName: string | null;
  pictureVersion: string | null;
  total: number;
};
const rowKeys = [
  "userId",
  "firstName",
  "lastName",
  "title",
  "institutionId",
  "institutionName",
  "pictureVersion",
  "total",
] as const;

/** The name order of members' lists (the stored sort keys, `users_name_order_idx`). */
const byName = (table: string) => `${table}.last_name_key, ${table}.first_name_key, ${table}.id`;

/**
 * The page's members with their primary institution and picture, in the page's order (`order`
 * over the page's columns: the page itself is a top-N of its matches, in no order once joined).
 */
const pageRows = (page: string, order: string) => `
  select p.id, p.first_name, p.last_name, p.title, i.id, i.name, pp.version, p.total
  from (${page}) p
  left join user_institutions ui on ui.user_id = p.id and ui.position = 0
  left join institutions i on i.id = ui.institution_id
  left join profile_pictures pp on pp.user_id = p.id
  order by ${order}`;

/**
 * The statement of a query with words. Institutions matching any word are found through their
 * index and scored once each (`inst`), with their members (`by_institution`: a primary
 * institution's members only); a member matches a word through their name or title (the GIN
 * index of `users.search`) or their institution, and every word must match. Matches rank by
 * points, then by `ts_rank` over name (A), title (B) and, when some word begins one of its words,
 * the institution (C), then by name.
 */
function wordsStatement(words: MemberWord[], limit: number, offset: number) {
  const { values, add } = parameters();
  const placed = words.map((word) => placeholdersOf(word, add));
  const anyWord = add(words.map((w) => `(${w.match})`).join(" | "), "tsquery");
  const allPrefixes = add(words.map((w) => `(${w.prefix})`).join(" & "), "tsquery");
  const anyPrefix = add(words.map((w) => `(${w.prefix})`).join(" | "), "tsquery");
  const institutionPoints = placed.map((word, k) => `${pointsOf("i.doc", word)} as p${k}`).join(", ");
  // Both halves index lookups (the name/title GIN index, the primary key), combined as bitmaps.
  const eachWord = placed.map(
    (word, k) => `(u.search @@ ${word.match}
      or u.id = any(array(select user_id from by_institution where p${k} > 0)))`,
  );
  const points = placed
    .map((word, k) => `greatest(${pointsOf("u.search", word)}, coalesce(b.p${k}, 0))`)
    .join(" + ");
  const page = `
    select u.id, u.first_name, u.last_name, u.title, u.last_name_key, u.first_name_key,
      count(*) over () as total, ${points} as points,
      ts_rank(case when b.doc @@ ${anyPrefix} then u.search || setweight(b.doc, 'C') else u.search end,
        ${allPrefixes}) as rank
    from users u left join by_institution b on b.user_id = u.id
    where u.is_onboarded and ${eachWord.join(" and ")}
    order by points desc, rank desc, ${byName("u")} limit ${add(limit, "int")} offset ${add(offset, "int")}`;
  const text = `
    with inst as materialized (
      select i.id, i.doc, ${institutionPoints}
      from (select i.id, ${institutionDocument} as doc from institutions i
            where ${institutionDocument} @@ ${anyWord}) i
    ),
    by_institution as materialized (
      select ui.user_id, inst.* from user_institutions ui join inst on inst.id = ui.institution_id
      where ui.position = 0
    )
    ${pageRows(page, `p.points desc, p.rank desc, ${byName("p")}`)}`;
  return statement(text, values);
}

/** Everyone onboarded by name (the name order's index), with how many they are. */
function everyoneStatement(limit: number, offset: number) {
  const page = `
    select u.id, u.first_name, u.last_name, u.title, u.last_name_key, u.first_name_key,
      (select count(*) from users where is_onboarded) as total
    from users u where u.is_onboarded
    order by ${byName("u")} limit $1::int offset $2::int`;
  return statement(pageRows(page, byName("p")), [limit, offset]);
}

/**
 * Finds onboarded members by name, title and primary institution: every word of the query as a
 * whole word, a prefix, or one of the closest spellings members have (member-words.ts), accents
 * and case ignored. Exact before prefix before spelling matches, then name before title before
 * institution, then by name as people read it ("de Souza" beside "Dewey", "Ñ" beside "N"); an
 * empty query lists everyone by name.
 */
export async function searchMembers(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ items: MemberSearchHit[]; total: number }> {
  const words = await expandMemberWords(db, toSearchWords(options.query));
  const run = (limit: number, offset: number) =>
    runNamed<Row>(
      db,
      words.length > 0 ? wordsStatement(words, limit, offset) : everyoneStatement(limit, offset),
      rowKeys,
    );
  const rows = await run(options.limit, options.offset);
  // A page past the end has no row to read the total from: the first match's row has it.
  const total = rows[0]?.total ?? (options.offset === 0 ? 0 : ((await run(1, 0))[0]?.total ?? 0));

  return {
    total: Number(total),
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
