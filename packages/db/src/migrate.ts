import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PgBoss } from "pg-boss";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies every pending SQL migration (idempotent; safe to run on each start). */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Serialise concurrent starters (several API copies booting at once).
    await client.query("select pg_advisory_lock(727274)");
    await migrate(drizzle(client), { migrationsFolder });
    await installJobSchema(databaseUrl);
  } finally {
    await client.query("select pg_advisory_unlock(727274)").catch(() => {});
    await client.end();
  }
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL schema that holds pg-boss's job tables. */
export const jobSchema = "pgboss";

/**
 * Creates or upgrades pg-boss's tables (schema `pgboss`) the way pg-boss itself does on start, so
 * a migrated database (and every test database cloned from the template) is ready for jobs.
 */
async function installJobSchema(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: jobSchema,
    max: 1,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on("error", () => {});
  await boss.start();
  await boss.stop({ graceful: false });
}
