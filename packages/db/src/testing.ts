import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, type Database } from "./client";
import { type EmbeddedServer, startEmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";
import { seedLookups } from "./seed";

const TEMPLATE = "keen_template";

/** What the global setup hands every test file (`inject("pgAdminUrl")`, see test-database.ts). */
declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * Vitest global setup: one embedded PostgreSQL per test run, with a migrated and seeded template
 * database that each test file clones. Honours `TEST_DATABASE_URL` (an external server) instead.
 */
export async function startTestPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  let server: EmbeddedServer | undefined;
  let dir: string | undefined;
  let base: URL;
  if (process.env.TEST_DATABASE_URL) {
    base = new URL(process.env.TEST_DATABASE_URL);
  } else {
    dir = mkdtempSync(path.join(tmpdir(), "keen-test-pg-"));
    // PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
    chmodSync(dir, 0o755);
    const port = 20000 + Math.floor(Math.random() * 20000);
    server = await startEmbeddedPostgres({
      dataDir: path.join(dir, "pg"),
      port,
      isEphemeral: true,
      persistent: false,
    });
    base = new URL(server.url("postgres"));
  }
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const templateUrl = withDatabase(base, TEMPLATE);
  await runMigrations(templateUrl);
  const db = createDb(templateUrl, { max: 1 });
  await seedLookups(db);
  await db.$client.end();
  return {
    adminUrl: base.toString(),
    stop: async () => {
      await server?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(adminUrl: string): Promise<{
  url: string;
  db: Database;
  drop: () => Promise<void>;
}> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE}`);
  await admin.end();
  const url = withDatabase(new URL(adminUrl), name);
  const db = createDb(url, { max: 5 });
  return {
    url,
    db,
    drop: async () => {
      await db.$client.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function withDatabase(base: URL, database: string): string {
  const url = new URL(base.toString());
  url.pathname = `/${database}`;
  return url.toString();
}
