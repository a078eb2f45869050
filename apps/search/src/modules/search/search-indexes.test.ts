import { cardVersions, institutions, users } from "@keen/db";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { createSearchDb } from "./search-db";

const { url } = await useTestDatabase();
// The search service's pool: its settings rule sequential scans out and set the typo threshold.
const db = createSearchDb(url, { max: 1 });
afterAll(() => db.$client.end());

/** The plan of `select id from <table> where <condition>` as the search service plans it. */
async function planOf(table: SQL, condition: SQL, rest: SQL = sql``): Promise<string> {
  const result = await db.execute(sql`explain select 1 from ${table} where ${condition} ${rest}`);
  return result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");
}

describe("search indexes", () => {
  it("serves member matches, institution matches and member spellings from their indexes", async () => {
    const query = sql`'spagheti:*'::tsquery`;
    expect(await planOf(sql`${users}`, sql`search @@ ${query}`)).toContain("users_search_idx");
    expect(
      await planOf(
        sql`${institutions} i`,
        sql`to_tsvector('simple'::regconfig, public.keen_fold_name(i.name::text)) @@ ${query}`,
      ),
    ).toContain("institutions_name_folded_search");
    // A vocabulary of some size (an empty one is read whole).
    await db.execute(
      sql`insert into member_words select substr(md5(g::text), 1, 6 + g % 5) from generate_series(1, 20000) g on conflict do nothing`,
    );
    // Vacuumed, as autovacuum would: fresh entries wait in the GIN index's pending list, which a
    // plan must read whole.
    await db.execute(sql`vacuum analyze member_words`);
    expect(await planOf(sql`member_words`, sql`word %> 'spagheti'`)).toContain("member_words_word_trgm");
  });

  it("lists everyone by name through the name order's index", async () => {
    expect(
      await planOf(
        sql`${users}`,
        sql`is_onboarded`,
        sql`order by last_name_key, first_name_key, id limit 20`,
      ),
    ).toContain("users_name_order_idx");
  });

  it("serves card matches and vocabulary prefixes from their indexes", async () => {
    expect(
      await planOf(
        sql`${cardVersions}`,
        sql`is_live and search_document @@ to_tsquery('public.keen_folded', 'bridge')`,
      ),
    ).toContain("card_versions_live_search_idx");
    expect(await planOf(sql`search_words`, sql`word like 'therm%'`)).toMatch(
      /search_words_(pkey|word_prefix)/,
    );
  });
});
