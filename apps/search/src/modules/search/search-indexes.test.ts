import { cardVersions, institutions, users } from "@keen/db";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { createSearchDb } from "./search-db";
import { institutionTarget, personTarget } from "./search-members";
import { toQueryWord, type WordTarget } from "./search-words";

const { url } = await useTestDatabase();
// The search service's pool: its settings rule sequential scans out and set the typo threshold.
const db = createSearchDb(url, { max: 1 });
afterAll(() => db.$client.end());

/** The plan of `select id from <table> where <condition>` as the search service plans it. */
async function planOf(table: SQL, condition: SQL): Promise<string> {
  const result = await db.execute(sql`explain select 1 from ${table} where ${condition}`);
  return result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");
}

const cases: {
  name: string;
  table: SQL;
  target: WordTarget;
  config: "english" | "simple";
  indexes: string[];
}[] = [
  {
    name: "members",
    table: sql`${users}`,
    target: personTarget,
    config: "simple",
    indexes: ["users_search_idx", "users_search_text_trgm"],
  },
  {
    name: "institutions",
    table: sql`${institutions}`,
    target: institutionTarget,
    config: "simple",
    indexes: ["institutions_name_folded_search", "institutions_name_folded_trgm"],
  },
];

describe("search indexes", () => {
  for (const { name, table, target, config, indexes } of cases) {
    it(`serves word, prefix and typo matches of ${name} from their GIN indexes`, async () => {
      const word = toQueryWord("spagheti", config);
      const [documentIndex, trigramIndex] = indexes;
      expect(await planOf(table, sql`${target.document} @@ ${word.prefix}`)).toContain(documentIndex);
      expect(await planOf(table, sql`${target.text} %> ${word.folded}`)).toContain(trigramIndex);
    });
  }

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
