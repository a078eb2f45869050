import { createDb } from "@keen/db";
import { ensureDatabase, runMigrations } from "@keen/db/migrate";
import { seedDatabase } from "@keen/db/seed";

/**
 * Brings a database up to date: creates it if missing, applies migrations, seeds lookup lists and
 * (outside production) the demo accounts. Idempotent; used by `npm start` and `dist/migrate.js`.
 */
export async function migrateAndSeed(databaseUrl: string, options: { isProduction: boolean }) {
  await ensureDatabase(databaseUrl);
  await runMigrations(databaseUrl);
  const db = createDb(databaseUrl, { max: 1 });
  try {
    await seedDatabase(db, options);
  } finally {
    await db.$client.end();
  }
}
