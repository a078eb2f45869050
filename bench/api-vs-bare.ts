/**
 * The API's overhead over the SQL it runs (issue 12, goal ≤ 1.5×): `GET /Card/{id}` and
 * `GET /User/{id}` of the real API beside a bare Fastify + pg server that runs the very same SQL
 * statements, with the same parameters and in the same order, and answers their rows as JSON.
 *
 * Starts the API under test (embedded PostgreSQL, token issuer; bench/lib/api-under-test.ts),
 * writes a realistic card through the API (two authors, an editor, rich text, disciplines,
 * published, then a newer draft) and gives the member institutions, captures the statements each
 * route sends from the pool (apps/api/src/test/count-statements.ts), then loads both servers with
 * autocannon in a separate process (bounded: SECONDS × CONNECTIONS) and prints requests/s,
 * latency percentiles (autocannon reports p50, p90, p97.5, p99; no p95), the API/bare ratio of
 * p50 latency and of throughput, and the statement counts. The bare server checks no token (the
 * API's token check is cached per token, see server-kit oidc.ts). Exits 1 if a request failed.
 *
 *   npx tsx bench/api-vs-bare.ts [--seconds 10] [--connections 10]
 */

import type { AddressInfo } from "node:net";
import type { CardDetail, CardType, LookupItem } from "@keen/contracts";
import { institutions, userInstitutions, users } from "@keen/db";
import Fastify from "fastify";
import pg from "pg";
import { countStatements, type RecordedQuery } from "../apps/api/src/test/count-statements";
import { startApiUnderTest } from "./lib/api-under-test";
import { numberOption, runAutocannon } from "./lib/autocannon";

const SECONDS = numberOption("seconds", 10);
const CONNECTIONS = numberOption("connections", 10);
const autocannon = (url: string, headers: Record<string, string> = {}) =>
  runAutocannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers });

const doc = (...texts: string[]) => ({
  type: "doc",
  content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

async function main() {
  const api = await startApiUnderTest({ LOG_LEVEL: "silent", RATE_LIMIT_MAX: "100000000" });
  const { app, db, member, token } = api;
  const auth = { authorization: `Bearer ${token}` };
  const call = async <T>(method: "GET" | "POST" | "PUT", url: string, body?: unknown): Promise<T> => {
    const response = await app.inject({ method, url, payload: body as object, headers: auth });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
    return response.body ? (JSON.parse(response.body) as T) : (undefined as T);
  };

  // A realistic card and member: co-authors, an editor, disciplines, a published version and a newer draft.
  const [types, disciplines] = await Promise.all([
    call<CardType[]>("GET", "/Lookup/CardTypes"),
    call<LookupItem[]>("GET", "/Lookup/Disciplines"),
  ]);
  const [institution] = await db
    .insert(institutions)
    .values({ name: "Bench Institute of Technology" })
    .returning();
  await db
    .insert(userInstitutions)
    .values({ userId: member.id, institutionId: institution!.id, position: 0 });
  const card = await call<CardDetail>("POST", "/Card", {
    typeId: types[0]?.id,
    title: "The bridge-building challenge",
    summary: "Students design, build and test a truss bridge, then pitch it.",
    description: doc("Week plan for the bridge activity.", "Teams build, test and present."),
    learningObjectives: doc("Explain tension and compression in a truss."),
    attributes: { disciplineIds: disciplines.slice(0, 3).map((d) => d.id), tags: ["statics", "hands-on"] },
  });
  for (const name of ["Ada", "Grace"]) {
    const [coAuthor] = await db
      .insert(users)
      .values({ subject: `bench-${name}`, email: `${name}@example.test`, firstName: name, lastName: "Bench" })
      .returning();
    if (name === "Ada")
      await call("POST", `/Card/${card.id}/Authors`, { kind: "member", userId: coAuthor!.id });
    else await call("POST", `/Card/${card.id}/Editors`, { userId: coAuthor!.id });
  }
  await call("POST", `/Card/${card.id}/Publish`);
  await call("PUT", `/Card/${card.id}`, { baseRevision: 0, changes: { summary: "A newer draft summary." } });

  // The statements each route sends (caches warm, as under load).
  const recorder = countStatements(db);
  const routes = [
    { name: "GET /Card/{id}", url: `/Card/${card.id}`, queries: [] as RecordedQuery[] },
    { name: "GET /User/{id}", url: `/User/${member.id}`, queries: [] as RecordedQuery[] },
  ];
  for (const route of routes) {
    await call("GET", route.url);
    recorder.reset();
    await call("GET", route.url);
    route.queries = [...recorder.queries];
  }

  // The bare server: the same statements on a pool of the same size (prepared by name where the
  // API prepares them), rows answered as JSON.
  const pool = new pg.Pool({ connectionString: api.databaseUrl, max: 10 });
  const bare = Fastify();
  for (const [index, route] of routes.entries()) {
    bare.get(`/bare/${index}`, async () => {
      let rows: unknown[] = [];
      for (const query of route.queries) rows = (await pool.query(query)).rows;
      return rows;
    });
  }
  await bare.listen({ host: "127.0.0.1", port: 0 });
  const barePort = (bare.server.address() as AddressInfo).port;

  console.log(
    `${CONNECTIONS} connections × ${SECONDS} s per server and route; other processes on this machine add noise\n`,
  );
  const head = ["route", "server", "statements", "req/s", "p50 ms", "p90 ms", "p97.5 ms", "p99 ms", "failed"];
  const widths = [16, 8, 12, 9, 9, 9, 10, 9, 8];
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) => (i < 2 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!)))
      .join("");
  console.log(line(head));
  let failures = 0;
  const ratios: string[] = [];
  for (const [index, route] of routes.entries()) {
    const apiResult = await autocannon(`http://127.0.0.1:${api.port}${route.url}`, auth);
    const bareResult = await autocannon(`http://127.0.0.1:${barePort}/bare/${index}`);
    for (const [server, result] of [
      ["api", apiResult],
      ["bare", bareResult],
    ] as const) {
      const failed = result.non2xx + result.errors + result.timeouts;
      failures += failed;
      const { p50, p90, p97_5, p99 } = result.latency;
      console.log(
        line([
          route.name,
          server,
          route.queries.length,
          result.requests.average.toFixed(0),
          p50,
          p90,
          p97_5,
          p99,
          failed,
        ]),
      );
    }
    const latency = apiResult.latency.p50 / Math.max(bareResult.latency.p50, 0.001);
    const throughput = bareResult.requests.average / Math.max(apiResult.requests.average, 0.001);
    ratios.push(
      `${route.name}: API/bare p50 latency ${latency.toFixed(2)}×, bare/API throughput ${throughput.toFixed(2)}× (goal ≤ 1.5×)`,
    );
  }
  console.log(`\n${ratios.join("\n")}`);
  for (const route of routes) {
    console.log(`\n${route.name} sends ${route.queries.length} statements:`);
    for (const query of route.queries) console.log(`  ${query.text.replace(/\s+/g, " ").slice(0, 140)}…`);
  }

  await bare.close();
  await pool.end();
  await api.stop();
  console.log(failures === 0 ? "\nPASS (no failed requests)" : `\nFAIL (${failures} failed requests)`);
  process.exit(failures === 0 ? 0 : 1);
}

await main();
