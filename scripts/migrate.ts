/**
 * `node dist/migrate.js` (or `npx tsx scripts/migrate.ts`): brings the database at `DATABASE_URL`
 * up to date — creates it if missing, applies migrations, seeds lookup lists (and, outside
 * production, the demo accounts) — for deployments that run each service alone rather than
 * through `npm run start:prod`, which does this itself. Safe to run on every deploy.
 */
import { migrateAndSeed } from "./lib/migrate-and-seed";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is required");
  process.exit(1);
}
await migrateAndSeed(url, { isProduction: process.env.NODE_ENV === "production" });
console.log("Database migrated and seeded.");
