/**
 * A generated benchmark catalogue kept between runs: an embedded PostgreSQL data directory under
 * `.bench-data/cards-<N>` (gitignored) that is migrated, seeded with the lookups and filled by
 * `generateCatalogue` once, then reused by later runs (generating 1M cards takes a while).
 *
 * The directory is regenerated when asked (`regenerate`), when an earlier generation did not
 * finish, or when a migration it was made with changed (a fingerprint of the migration files is
 * stored beside the data), so a bench never measures a stale schema. Migrations added since are
 * applied to the kept data instead, as they would be in production.
 */
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createDb, type Database } from "@keen/db";
import { type EmbeddedServer, startEmbeddedPostgres } from "@keen/db/embedded";
import { ensureDatabase, migrationsFolder, runMigrations } from "@keen/db/migrate";
import { seedLookups } from "@keen/db/seed";
import { type CatalogueSummary, generateCatalogue } from "./generate-cards";

const benchDataRoot = path.resolve(import.meta.dirname, "../../.bench-data");

/**
 * The catalogue server's memory, as a database server for a catalogue this size would be set up
 * (PostgreSQL's 128 MB default holds neither the search indexes of 300k cards nor their table):
 * every bench, ours and the plain-SQL comparisons alike, runs against it.
 */
export const BENCH_SERVER_SETTINGS = { shared_buffers: "2GB", effective_cache_size: "8GB" };

export type BenchDatabaseOptions = {
  cards: number;
  members?: number;
  seed?: number;
  /** Throw the kept directory away and generate again. */
  regenerate?: boolean;
  /** Pool size of the returned `db` (default 4). */
  poolSize?: number;
  log?: (line: string) => void;
};

export type BenchDatabase = {
  db: Database;
  /** Connection URL of the catalogue database (for other processes, e.g. a bare pg server). */
  url: string;
  /** What the generator wrote (read back from the marker on reuse). */
  summary: CatalogueSummary & { generatedAt: string; reused: boolean };
  stop: () => Promise<void>;
};

/** Opens (generating on first use) the kept catalogue with `cards` public cards. */
export async function openBenchDatabase(options: BenchDatabaseOptions): Promise<BenchDatabase> {
  const log = options.log ?? ((line: string) => console.error(`[bench-data] ${line}`));
  const dir = path.join(
    benchDataRoot,
    `cards-${options.cards}${options.members === undefined ? "" : `-members${options.members}`}${options.seed === undefined ? "" : `-seed${options.seed}`}`,
  );
  const markerFile = path.join(dir, "generated.json");
  const fingerprints = migrationsFingerprints();
  const fingerprint = fingerprints.at(-1);
  const marker = readMarker(markerFile);
  // Made with the first migrations unchanged: only newer ones to apply.
  const isBehind =
    !!marker && marker.fingerprint !== fingerprint && fingerprints.includes(marker.fingerprint);
  const isFresh = !marker || (marker.fingerprint !== fingerprint && !isBehind) || options.regenerate;
  if (isFresh && existsSync(dir)) {
    log(marker ? "regenerating (asked, or the migrations changed)" : "regenerating (no finished generation)");
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  // PostgreSQL runs as its own user when we are root; it must be able to enter the folders.
  chmodSync(benchDataRoot, 0o755);
  chmodSync(dir, 0o755);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server: EmbeddedServer = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    port,
    persistent: true,
    isEphemeral: true,
    settings: BENCH_SERVER_SETTINGS,
  });
  const url = server.url("keen_bench");
  try {
    let summary: BenchDatabase["summary"];
    if (isFresh) {
      await ensureDatabase(url);
      await runMigrations(url);
      const setup = createDb(url, { max: 1 });
      try {
        await seedLookups(setup);
        log(`generating ${options.cards} cards into ${path.relative(process.cwd(), dir)}`);
        const generated = await generateCatalogue(setup, {
          cards: options.cards,
          members: options.members,
          seed: options.seed,
          log,
        });
        summary = { ...generated, generatedAt: new Date().toISOString(), reused: false };
        log(`generated in ${generated.seconds.toFixed(1)} s`);
      } finally {
        await setup.$client.end();
      }
      writeFileSync(markerFile, JSON.stringify({ fingerprint, summary }, null, 2));
    } else {
      if (isBehind) {
        log("applying the migrations added since it was generated");
        await runMigrations(url);
        const setup = createDb(url, { max: 1 });
        try {
          // Rewritten as a fresh generation would be when a migration drops or retypes a column
          // (its bytes stay in every row until then); an index or a new table needs no rewrite,
          // and VACUUM FULL of the 17 GB 1M catalogue is long.
          if (rewritesRows(fingerprints.indexOf(marker.fingerprint) + 1))
            await setup.$client.query("vacuum full");
          // VACUUM FULL leaves the visibility map empty; index-only scans need it set.
          await setup.$client.query("vacuum analyze");
        } finally {
          await setup.$client.end();
        }
        writeFileSync(markerFile, JSON.stringify({ fingerprint, summary: marker.summary }, null, 2));
      }
      summary = { ...marker.summary, reused: true };
      log(`reusing ${path.relative(process.cwd(), dir)} (generated ${marker.summary.generatedAt})`);
    }
    const db = createDb(url, { max: options.poolSize ?? 4 });
    return {
      db,
      url,
      summary,
      stop: async () => {
        await db.$client.end();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

type Marker = { fingerprint: string; summary: CatalogueSummary & { generatedAt: string } };

function readMarker(file: string): Marker | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Marker;
  } catch {
    return undefined;
  }
}

/**
 * The fingerprint of the first 1, 2, … n migration files in order (the last is the current
 * schema's), so a catalogue made before later migrations were added is recognised as behind.
 */
function migrationsFingerprints(): string[] {
  const hash = createHash("sha256");
  return migrationFiles().map((name) => {
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
    return hash.copy().digest("hex").slice(0, 16);
  });
}

function migrationFiles(): string[] {
  return readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort();
}

/** True when a migration after the `applied` first ones drops or retypes a column. */
function rewritesRows(applied: number): boolean {
  return migrationFiles()
    .slice(applied)
    .some((name) =>
      /DROP COLUMN|ALTER COLUMN [^;]* TYPE/i.test(readFileSync(path.join(migrationsFolder, name), "utf8")),
    );
}
