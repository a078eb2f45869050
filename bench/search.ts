/**
 * Search latency benchmark: seeds a throwaway embedded PostgreSQL (migrated, lookups seeded) with
 * 5,000 published cards (plus drafts, unpublished and deleted ones that must stay hidden) and
 * 5,000 onboarded members at 200 institutions, then runs each query of a handful of kinds (exact,
 * prefix, typo, multi-word typo, accent; cards and members) many times through the search
 * service's own code and prints p50/p95 latency and how many hits each found. Exits 1 when a
 * query that must find something finds nothing.
 *
 *   npx tsx bench/search.ts [--cards 5000] [--members 5000] [--runs 60]
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { cards, cardVersions, type Database, institutions, userInstitutions, users } from "@keen/db";
import { createTestDatabase, startTestPostgres } from "@keen/db/testing";
import { sql } from "drizzle-orm";
import { runSearch } from "../apps/search/src/modules/search/run-search";

const { values } = parseArgs({
  options: {
    cards: { type: "string", default: "5000" },
    members: { type: "string", default: "5000" },
    runs: { type: "string", default: "60" },
  },
});
const CARD_COUNT = Number(values.cards);
const MEMBER_COUNT = Number(values.members);
const RUNS = Number(values.runs);
const CHUNK = 500;

const topics = [
  "bridge loads",
  "bridge loads with spaghetti",
  "thermodynamics cycle",
  "heat exchanger",
  "circuit analysis",
  "signal processing",
  "fluid mechanics",
  "statics of rigid bodies",
  "kinematics lab",
  "control systems",
  "materials testing",
  "résumé clinic",
  "design thinking",
  "renewable energy",
  "water filtration",
  "robotics challenge",
  "finite element",
  "beam deflection",
  "customer discovery",
  "ethics case study",
];
const frames = ["Hands-on", "Introduction to", "Project-based", "Flipped", "Studio", "Capstone", "Team"];
const tags = [
  "mechanics",
  "electrical",
  "civil",
  "entrepreneurial mindset",
  "curiosity",
  "connections",
  "value",
];
const firstNames = [
  "Grace",
  "José",
  "Zoë",
  "Ada",
  "Mateo",
  "Aisha",
  "Wei",
  "Chloé",
  "Liam",
  "Søren",
  "Priya",
];
const lastNames = [
  "Hopper",
  "Núñez",
  "Müller",
  "Lovelace",
  "García",
  "Okafor",
  "Chen",
  "Dubois",
  "Ibáñez",
  "Patel",
];
const titles = ["Professor of Mechanical Engineering", "Lecturer in Thermodynamics", "Associate Dean", null];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Inserts rows in chunks (one statement each) so 5,000 rows do not exceed the parameter limit. */
async function insertChunked<T>(
  count: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += CHUNK) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) rows.push(make(i));
    await insert(rows);
  }
}

/** Published cards with one version each, and 10% more that search must never show. */
async function seedCards(db: Database) {
  const hidden = Math.ceil(CARD_COUNT / 10);
  const states = ["draft", "unpublished", "deleted"] as const;
  await insertChunked(
    CARD_COUNT + hidden,
    (i) => {
      const title = `${pick(frames, i)} ${pick(topics, i * 7 + 3)} ${i}`;
      const state: (typeof states)[number] | "published" = i < CARD_COUNT ? "published" : pick(states, i);
      return {
        title,
        state,
        content: {
          title,
          summary: `Students explore ${pick(topics, i * 3)}.`,
          attributes: { tags: [pick(tags, i)] },
        },
      };
    },
    async (rows) => {
      const made = await db
        .insert(cards)
        .values(
          rows.map((row) => ({
            draft: row.content,
            status: row.state === "deleted" ? ("published" as const) : row.state,
            deletedAt: row.state === "deleted" ? new Date() : null,
          })),
        )
        .returning({ id: cards.id });
      const versions = rows.flatMap((row, i) =>
        row.state === "draft"
          ? []
          : [
              {
                cardId: made[i]!.id,
                number: 1,
                content: row.content,
                title: row.title,
                summary: row.content.summary,
                authors: [{ userId: null, name: "Bench Author", isExternal: true }],
                publishedAt: new Date(Date.now() - i * 60_000),
              },
            ],
      );
      await db.insert(cardVersions).values(versions);
    },
  );
  await db.execute(
    sql`update ${cards} set published_version_id = v.id from ${cardVersions} v where v.card_id = ${cards.id}`,
  );
}

/** Onboarded members, each with a primary institution among 200. */
async function seedMembers(db: Database) {
  const made = await db
    .insert(institutions)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        name: `${pick(["Yale", "Córdoba", "Purdue"], i)} University ${i}`,
      })),
    )
    .returning({ id: institutions.id });
  await insertChunked(
    MEMBER_COUNT,
    (i) => ({
      subject: `bench-${i}`,
      email: `bench-${i}@example.test`,
      firstName: pick(firstNames, i),
      lastName: `${pick(lastNames, i * 3)}${i % 50 === 0 ? "" : ` ${i}`}`,
      title: pick(titles, i),
      isOnboarded: true,
    }),
    async (rows) => {
      const inserted = await db.insert(users).values(rows).returning({ id: users.id });
      await db
        .insert(userInstitutions)
        .values(inserted.map((u, i) => ({ userId: u.id, institutionId: pick(made, i).id, position: 0 })));
    },
  );
}

const queries: { kind: string; query: string; types: ("card" | "user")[] }[] = [
  { kind: "card exact", query: "thermodynamics", types: ["card"] },
  { kind: "card prefix", query: "therm", types: ["card"] },
  { kind: "card typo", query: "spagheti", types: ["card"] },
  { kind: "card multi-word typo", query: "spagheti bridge", types: ["card"] },
  { kind: "card accent", query: "resume clinic", types: ["card"] },
  { kind: "card empty (newest)", query: "", types: ["card"] },
  { kind: "member exact", query: "hopper", types: ["user"] },
  { kind: "member prefix", query: "lovel", types: ["user"] },
  { kind: "member typo", query: "hoper grace", types: ["user"] },
  { kind: "member accent", query: "jose nunez", types: ["user"] },
  { kind: "member + institution", query: "chen cordoba", types: ["user"] },
  { kind: "cards and members", query: "grace", types: ["card", "user"] },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const postgres = await startTestPostgres();
const database = await createTestDatabase(postgres.adminUrl);
let failed = false;
try {
  const seedStart = performance.now();
  await seedCards(database.db);
  await seedMembers(database.db);
  await database.db.execute(sql`analyze`);
  console.log(
    `seeded ${CARD_COUNT} published cards (+${Math.ceil(CARD_COUNT / 10)} hidden) and ${MEMBER_COUNT} members in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs per query\n`,
  );
  console.log(
    `${"kind".padEnd(22)} ${"query".padEnd(18)} ${"hits".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`,
  );
  for (const { kind, query, types } of queries) {
    const options = { query, types, page: 1, pageSize: 20 };
    let total = 0;
    for (let i = 0; i < 5; i++) total = (await runSearch(database.db, options)).total;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await runSearch(database.db, options);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    if (total === 0) failed = true;
    console.log(
      `${kind.padEnd(22)} ${JSON.stringify(query).padEnd(18)} ${String(total).padStart(6)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)}`,
    );
  }
} finally {
  await database.drop();
  await postgres.stop();
}
if (failed) {
  console.error("\na query that must find something found nothing");
  process.exit(1);
}
