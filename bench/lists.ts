/**
 * Card lists and related cards at 1k / 10k / 100k cards (issue 12), through the real API
 * (`app.inject()`, so routing, auth, validation, SQL and presenters are all measured):
 *
 * - `GET /Card` page 1 (newest first, the default), a deep page by cursor (the `nextCursor` after
 *   walking DEEP pages) and, for comparison, the same depth by `page=` (offset);
 * - `GET /Card/{id}/Related` first view (the card's stored ranking removed first, so the read
 *   ranks and stores it: the backfill path) and repeated view (read from `card_related`).
 *
 * Prints p50/p95 in ms per size, and the EXPLAIN (ANALYZE, BUFFERS) of page 1 at the largest size.
 * The catalogues come from the shared generator (bench/lib/bench-database.ts, kept under
 * .bench-data/cards-N and regenerated when the migrations change).
 *
 *   npx tsx bench/lists.ts [--sizes 1000,10000,100000] [--rounds 30] [--deep 50]
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { cardRelatedRuns, publicCards, users } from "@keen/db";
import { startTestIssuer } from "@keen/server-kit/testing";
import { inArray, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { loadApiConfig } from "../apps/api/src/config";
import { countStatements } from "../apps/api/src/test/count-statements";
import { openBenchDatabase } from "./lib/bench-database";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000" },
    rounds: { type: "string", default: "30" },
    deep: { type: "string", default: "50" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const ROUNDS = Number(values.rounds);
const DEEP = Number(values.deep);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1).padStart(7)}  p95 ${percentile(sorted, 0.95).toFixed(1).padStart(7)}`;
};

for (const [index, size] of sizes.entries()) {
  const bench = await openBenchDatabase({ cards: size, poolSize: 8 });
  const { db } = bench;
  const issuer = await startTestIssuer();
  const config = loadApiConfig({
    DATABASE_URL: bench.url,
    DATA_DIR: "/tmp/keen-bench-lists",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    JOBS_WORK: "false",
    RATE_LIMIT_MAX: "100000000",
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
  });
  const app = await buildApp(config, { db, getKey: issuer.getKey, runJobs: false });
  const recorder = countStatements(db);
  try {
    const [member] = await db
      .insert(users)
      .values({
        subject: randomUUID(),
        email: `bench-${randomUUID()}@example.test`,
        firstName: "Bench",
        lastName: "Lists",
        isOnboarded: true,
      })
      .returning();
    const token = await issuer.signToken({
      sub: member!.subject,
      email: member!.email,
      email_verified: true,
    });
    const get = async (url: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: "GET",
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`GET ${url} → ${response.statusCode} ${response.body}`);
      return { ms, body: JSON.parse(response.body) };
    };
    const time = async (url: string, rounds = ROUNDS) => {
      await get(url);
      const times: number[] = [];
      for (let i = 0; i < rounds; i += 1) times.push((await get(url)).ms);
      return times;
    };

    const first = await get("/Card?pageSize=20");
    console.log(
      `\n== ${bench.summary.publicCards} public cards (+${bench.summary.hiddenCards} hidden); total ${first.body.total}${first.body.totalCapped ? "+" : ""}`,
    );
    console.log(`GET /Card page 1                 ${stats(await time("/Card?pageSize=20"))}`);
    let cursor: string = first.body.nextCursor;
    for (let page = 2; page < DEEP && cursor; page += 1)
      cursor = (await get(`/Card?pageSize=20&cursor=${cursor}`)).body.nextCursor;
    console.log(
      `GET /Card page ${DEEP} by cursor      ${stats(await time(`/Card?pageSize=20&cursor=${cursor}`))}`,
    );
    console.log(
      `GET /Card page ${DEEP} by offset      ${stats(await time(`/Card?pageSize=20&page=${DEEP}`))}`,
    );
    console.log(`GET /Card?sort=top_rated page 1  ${stats(await time("/Card?pageSize=20&sort=top_rated"))}`);

    const { rows: picks } = await db.execute<{ id: string }>(
      sql`select id from cards where ${publicCards} order by md5(id::text) limit ${ROUNDS}`,
    );
    const ids = picks.map((row) => row.id);
    await db.delete(cardRelatedRuns).where(inArray(cardRelatedRuns.cardId, ids));
    const firstViews: number[] = [];
    for (const id of ids) firstViews.push((await get(`/Card/${id}/Related?limit=6`)).ms);
    const repeated: number[] = [];
    for (const id of ids) repeated.push((await get(`/Card/${id}/Related?limit=6`)).ms);
    console.log(`GET /Card/{id}/Related first     ${stats(firstViews)}`);
    console.log(`GET /Card/{id}/Related repeated  ${stats(repeated)}`);

    if (index === sizes.length - 1) {
      recorder.reset();
      await get("/Card?pageSize=20");
      const page = recorder.queries.find((query) => query.text.includes("sort_keys"));
      if (page) {
        const client = await db.$client.connect();
        try {
          const plan = await client.query(`explain (analyze, buffers) ${page.text}`, page.values);
          console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of GET /Card page 1 at ${size}:`);
          for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
        } finally {
          client.release();
        }
      }
    }
  } finally {
    await app.close();
    await issuer.close();
    await bench.stop();
  }
}
