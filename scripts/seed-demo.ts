/**
 * `npm run seed:demo`: re-creates the demo library (development only). Removes the demo
 * library's cards, files and demo members, then seeds it again, in the database `npm start`
 * uses: `DATABASE_URL`, or the embedded server in `DATA_DIR` (reached on `PG_PORT` when the stack
 * is running, else started here for the seed). Migrations and lookups are applied first.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "@keen/db";
import { startEmbeddedPostgres } from "@keen/db/embedded";
import { config as loadDotenv } from "dotenv";
import { sql } from "drizzle-orm";
import { loadDemoLibrary } from "./lib/demo-library";
import { resolveStackEnv } from "./lib/env";
import { migrateAndSeed } from "./lib/migrate-and-seed";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
loadDotenv({ path: path.join(root, ".env"), quiet: true });
const env = resolveStackEnv(process.env, root);
if (env.NODE_ENV === "production") {
  console.error("The demo library is never seeded in production (NODE_ENV=production).");
  process.exit(1);
}

/** The embedded server's URL when a running stack already serves it; null when nothing answers. */
async function runningEmbeddedUrl(): Promise<string | null> {
  const url = `postgres://postgres:keen-local@127.0.0.1:${env.PG_PORT}/keen`;
  const db = createDb(url, { max: 1 });
  try {
    await db.execute(sql`select 1`);
    return url;
  } catch {
    return null;
  } finally {
    await db.$client.end().catch(() => {});
  }
}

let stopEmbedded: (() => Promise<void>) | undefined;
let url = env.DATABASE_URL ?? (await runningEmbeddedUrl());
if (!url) {
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(env.DATA_DIR!, "pg"),
    port: Number(env.PG_PORT),
    log: () => {},
  });
  stopEmbedded = () => embedded.stop();
  url = embedded.url("keen");
}
try {
  await migrateAndSeed(url, { isProduction: false });
  const demo = await loadDemoLibrary(root);
  if (!demo) throw new Error("scripts/demo-library is missing");
  const db = createDb(url, { max: 2 });
  try {
    const store = demo.blobStoreOf(env);
    await demo.removeDemoLibrary(db, store);
    const seeded = await demo.seedDemoLibrary(db, { store, isProduction: false });
    console.log(
      `Demo library re-created: ${seeded.publishedCards} published cards in ${(seeded.milliseconds / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.$client.end();
  }
} finally {
  await stopEmbedded?.();
}
