/**
 * Search latency benchmark on a generated catalogue (bench/lib/generate-cards.ts, kept under
 * .bench-data and reused): 40+ queries of six kinds (common words, rare words, phrases, typos,
 * prefixes, accents) run in rotation through the search service's own code (`runSearch`, cards),
 * beside plain PostgreSQL full-text search on the same rows in the same run (`search @@
 * websearch_to_tsquery`, ordered by ts_rank, limit 20). Prints p50/p95/p99 per kind and overall
 * for both, and the hits each query found; then p50/p95/p99 of the same queries sorted by newest,
 * top rated and most used, of member search (names, institutions, a typo, a prefix) and of cards
 * with members (the search page's default). Exits 1 when a query that must find something finds
 * nothing.
 *
 *   npx tsx bench/search.ts [--cards 100000] [--members N] [--rounds 20] [--regenerate]
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { publicCards } from "@keen/db";
import { sql } from "drizzle-orm";
import { runSearch } from "../apps/search/src/modules/search/run-search";
import { createSearchDb } from "../apps/search/src/modules/search/search-db";
import { openBenchDatabase } from "./lib/bench-database";

const { values } = parseArgs({
  options: {
    cards: { type: "string", default: "100000" },
    // Members (default one per 20 cards): e.g. 50000 beside 100k cards for 1M's member search.
    members: { type: "string" },
    rounds: { type: "string", default: "20" },
    regenerate: { type: "boolean", default: false },
  },
});
const ROUNDS = Number(values.rounds);

/** Every query must find at least one card in the generated catalogue. */
const queries: { kind: string; query: string }[] = [
  ...[
    "students",
    "design",
    "engineering",
    "project team",
    "energy",
    "analysis",
    "function",
    "data model",
  ].map((query) => ({ kind: "common", query })),
  ...[
    "xylophone",
    "quokka",
    "zeppelin",
    "juxtaposition",
    "kirigami",
    "tensegrity",
    "quixotic",
    "geodesic",
  ].map((query) => ({ kind: "rare", query })),
  ...[
    '"students design"',
    '"engineering project"',
    '"design team"',
    "bridge load",
    "thermal energy",
    "solar power",
    "heat exchanger",
  ].map((query) => ({ kind: "phrase", query })),
  ...["thermodinamics", "spagheti", "circiut", "robtics", "enginering", "desgin", "presure", "turbne"].map(
    (query) => ({ kind: "typo", query }),
  ),
  ...["therm", "robo", "spagh", "microcon", "photovolt", "desal", "biomim", "cantil"].map((query) => ({
    kind: "prefix",
    query,
  })),
  ...["resume", "résumé", "muller", "Müller", "naive", "facade", "poincare", "zurich"].map((query) => ({
    kind: "accent",
    query,
  })),
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return [0.5, 0.95, 0.99].map((p) => percentile(sorted, p).toFixed(1).padStart(8));
};

const bench = await openBenchDatabase({
  cards: Number(values.cards),
  members: values.members === undefined ? undefined : Number(values.members),
  regenerate: values.regenerate,
});
const { db } = bench;
// Ours through the search service's own pool settings; plain FTS with PostgreSQL's defaults.
const searchDb = createSearchDb(bench.url, { max: 4 });
let failed = false;
try {
  console.log(
    `${bench.summary.publicCards} public cards (+${bench.summary.hiddenCards} hidden), ${bench.summary.members} members; ${queries.length} queries × ${ROUNDS} rounds\n`,
  );
  const plain = (query: string) =>
    db.execute(sql`select v.id from card_versions v join cards on cards.id = v.card_id and cards.published_version_id = v.id
      where ${publicCards} and v.search @@ websearch_to_tsquery('english', ${query})
      order by ts_rank(v.search, websearch_to_tsquery('english', ${query})) desc limit 20`);
  const search = (query: string) => runSearch(searchDb, { query, types: ["card"], page: 1, pageSize: 20 });

  /** Each query's times over ROUNDS rounds (after one warm-up round), all queries in rotation. */
  const timeRounds = async (run: (query: string) => Promise<unknown>) => {
    for (const { query } of queries) await run(query);
    const times = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const { query } of queries) {
        const start = performance.now();
        await run(query);
        times.set(query, [...(times.get(query) ?? []), performance.now() - start]);
      }
    }
    return times;
  };

  // Ours first, every order, then plain FTS: its bitmaps of common words read most of the
  // catalogue and would evict our working set from the buffer cache between our queries.
  const found = new Map<string, { total: number; estimate: boolean; plain: number }>();
  for (const { query } of queries) {
    const result = await search(query);
    found.set(query, { total: result.total, estimate: result.totalIsEstimate, plain: 0 });
  }
  const ours = await timeRounds(search);
  const others = new Map<string, number[]>();
  for (const sort of ["newest", "top_rated", "most_used"] as const) {
    const times = await timeRounds((query) =>
      runSearch(searchDb, { query, types: ["card"], page: 1, pageSize: 20, sort }),
    );
    others.set(sort, [...times.values()].flat());
  }
  // Members alone (names, institutions, a typo, a prefix), and cards with members, as the
  // search page asks by default, over the card queries and the names.
  const names = ["smith", "müller", "nunez", "grace hopper", "chen", "zoe", "purdue", "smtih", "lovel"];
  const timeNames = async (types: ("card" | "user")[], list: string[]) => {
    for (const query of list) await runSearch(searchDb, { query, types, page: 1, pageSize: 20 });
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of list) {
        const start = performance.now();
        await runSearch(searchDb, { query, types, page: 1, pageSize: 20 });
        times.push(performance.now() - start);
      }
    }
    return times;
  };
  others.set("members", await timeNames(["user"], names));
  others.set("both", await timeNames(["card", "user"], [...queries.map((q) => q.query), ...names]));
  for (const { query } of queries) found.get(query)!.plain = (await plain(query)).rows.length;
  const theirs = await timeRounds(plain);

  console.log(
    `${"kind".padEnd(8)} ${"query".padEnd(24)} ${"hits".padStart(8)} ${"plain".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}   plain FTS p50/p95/p99`,
  );
  for (const { kind, query } of queries) {
    const hit = found.get(query)!;
    if (hit.total === 0) failed = true;
    console.log(
      `${kind.padEnd(8)} ${JSON.stringify(query).padEnd(24)} ${`${hit.estimate ? "~" : ""}${hit.total}`.padStart(8)} ${String(hit.plain).padStart(6)} ${stats(ours.get(query)!).join(" ")}   ${stats(theirs.get(query)!).join(" ")}`,
    );
  }
  console.log(
    `\n${"kind".padEnd(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}   plain FTS`,
  );
  const kinds = [...new Set(queries.map((q) => q.kind)), "overall"];
  for (const kind of kinds) {
    const of = (times: Map<string, number[]>) =>
      queries.filter((q) => kind === "overall" || q.kind === kind).flatMap((q) => times.get(q.query)!);
    console.log(`${kind.padEnd(8)} ${stats(of(ours)).join(" ")}   ${stats(of(theirs)).join(" ")}`);
  }

  // The other orders a visitor can pick, over the same queries (no plain FTS counterpart), then
  // members alone and cards with members.
  console.log(
    `\n${"search".padEnd(10)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
  );
  for (const [name, times] of others) console.log(`${name.padEnd(10)} ${stats(times).join(" ")}`);
} finally {
  await searchDb.$client.end();
  await bench.stop();
}
if (failed) {
  console.error("\na query that must find something found nothing");
  process.exit(1);
}
