/**
 * API read-path load benchmark: how many requests per second one API process serves, and how fast,
 * on the pages every visit makes (card lists, a card, its related cards, a profile, a lookup).
 *
 * Starts an embedded PostgreSQL and the API in this process (real HTTP on 127.0.0.1, production-like
 * logging off), publishes CARDS cards with rich text through the API itself, then drives each route
 * with autocannon in a separate process (so the load generator does not share the API's event loop)
 * for a bounded time and prints requests per second, latency percentiles and non-2xx counts. Exits 1
 * if any request failed.
 *
 *   npx tsx bench/api-load.ts [--cards 300] [--seconds 5] [--connections 10]
 */

import type { CardDetail, CardType, LookupItem } from "@keen/contracts";
import { startApiUnderTest } from "./lib/api-under-test";
import { type AutocannonResult, numberOption, runAutocannon } from "./lib/autocannon";

const CARDS = numberOption("cards", 300);
const SECONDS = numberOption("seconds", 5);
const CONNECTIONS = numberOption("connections", 10);

const words = ["bridge", "turbine", "circuit", "sensor", "robot", "design", "truss", "pump", "beam", "motor"];
const doc = (...texts: string[]) => ({
  type: "doc",
  content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

/** autocannon against one URL with the member's token. */
function load(url: string, token: string): Promise<AutocannonResult> {
  const headers = { authorization: `Bearer ${token}` };
  return runAutocannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
}

async function main() {
  const api = await startApiUnderTest({ LOG_LEVEL: "silent", RATE_LIMIT_MAX: "100000000" });
  const { app, member, token } = api;
  const base = `http://127.0.0.1:${api.port}`;
  const call = async <T>(method: "GET" | "POST", url: string, body?: unknown): Promise<T> => {
    const response = await app.inject({
      method,
      url,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
    return response.body ? (JSON.parse(response.body) as T) : (undefined as T);
  };

  const types = await call<CardType[]>("GET", "/Lookup/CardTypes");
  const disciplines = await call<LookupItem[]>("GET", "/Lookup/Disciplines");
  const seeded = performance.now();
  let firstId = "";
  for (let i = 0; i < CARDS; i++) {
    const topic = `${words[i % words.length]} ${words[(i * 7 + 3) % words.length]}`;
    const card = await call<CardDetail>("POST", "/Card", {
      typeId: types[i % types.length]?.id,
      title: `The ${topic} challenge no. ${i + 1}`,
      summary: `Students explore ${topic} through a hands-on build and a short pitch.`,
      description: doc(`Week plan for the ${topic} activity.`, "Teams build, test and present."),
      learningObjectives: doc(`Explain the physics of the ${topic}.`),
      attributes: {
        disciplineIds: [
          disciplines[i % disciplines.length]?.id,
          disciplines[(i + 5) % disciplines.length]?.id,
        ],
        courseLevel: "first-year",
        tags: [words[i % words.length], "hands-on"],
        classSize: "medium",
        timeRequired: "one-class",
        license: "cc-by-4.0",
      },
    });
    await call("POST", `/Card/${card.id}/Publish`);
    if (!firstId) firstId = card.id;
  }
  console.log(
    `seeded ${CARDS} published cards in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
      `${CONNECTIONS} connections × ${SECONDS} s per route\n`,
  );

  const routes: [string, string][] = [
    ["GET /Lookup/Disciplines", "/Lookup/Disciplines"],
    ["GET /Card (first page)", "/Card?page=1"],
    ["GET /Card/{id}", `/Card/${firstId}`],
    ["GET /Card/{id}/Related", `/Card/${firstId}/Related`],
    ["GET /User/{id}", `/User/${member.id}`],
    ["GET /Card/ByUser/{id}", `/Card/ByUser/${member.id}`],
  ];
  console.log(
    `${"route".padEnd(26)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p90 ms".padStart(9)}${"p99 ms".padStart(9)}${"failed".padStart(8)}`,
  );
  let failures = 0;
  for (const [name, url] of routes) {
    const result = await load(`${base}${url}`, token);
    const failed = result.non2xx + result.errors + result.timeouts;
    failures += failed;
    console.log(
      `${name.padEnd(26)}${result.requests.average.toFixed(0).padStart(9)}${String(result.latency.p50).padStart(9)}` +
        `${String(result.latency.p90).padStart(9)}${String(result.latency.p99).padStart(9)}${String(failed).padStart(8)}`,
    );
  }

  await api.stop();
  console.log(failures === 0 ? "\nPASS (no failed requests)" : `\nFAIL (${failures} failed requests)`);
  process.exit(failures === 0 ? 0 : 1);
}

await main();
