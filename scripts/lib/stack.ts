import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { type EmbeddedServer, startEmbeddedPostgres } from "@keen/db/embedded";
import { serviceNodeOptions } from "@keen/server-kit/node-options";
import { seedDemoLibraryOnStart } from "./demo-library";
import type { StackEnv } from "./env";
import { migrateAndSeed } from "./migrate-and-seed";
import { bin, runningChild, type ServiceSpec, spawnService, stopChild, waitForHealth } from "./processes";
import { type BuiltEntry, buildServices, builtFile, hasSources, servicesAreStale } from "./service-build";
import { type RunningProcess, type Supervisor, supervise } from "./supervisor";
import { buildWeb, webIsStale } from "./web-build";

export type StackMode = "start" | "dev";
export type Stack = { env: StackEnv; stop: () => Promise<void> };

/**
 * Prepares PostgreSQL: the embedded server unless DATABASE_URL is set; then migrations and seed,
 * and outside production the demo library on a first start.
 */
async function prepareDatabase(
  env: StackEnv,
  log: (line: string) => void,
  options: { root: string },
): Promise<EmbeddedServer | undefined> {
  let embedded: EmbeddedServer | undefined;
  if (!env.DATABASE_URL) {
    const dataDir = path.join(env.DATA_DIR!, "pg");
    log(`Starting embedded PostgreSQL (data in ${dataDir}, port ${env.PG_PORT})…`);
    embedded = await startEmbeddedPostgres({ dataDir, port: Number(env.PG_PORT), log: () => {} });
    env.DATABASE_URL = embedded.url("keen");
  }
  await migrateAndSeed(env.DATABASE_URL, { isProduction: env.NODE_ENV === "production" });
  // A demo library that could not be made leaves an empty library, not a product that won't start.
  await seedDemoLibraryOnStart(options.root, env, log).catch((error: Error) =>
    log(`The demo library was not seeded: ${error.message} (npm run seed:demo retries).`),
  );
  return embedded;
}

/**
 * `npm start` runs the production build (web app and services), rebuilding first whatever is
 * older than its sources. Without the dev dependencies (`npm ci --omit=dev`) nothing can be
 * built, so a missing or stale build is an error that says what to run. Where `dist/` was
 * deployed without the sources, it runs as it is.
 */
export async function ensureBuilt(root: string, env: StackEnv, log: (line: string) => void) {
  if (!hasSources(root)) return;
  const web = webIsStale(root);
  // The services' build carries a copy of the web app's build (dist/apps/web/dist).
  const services = web || servicesAreStale(root);
  if (!web && !services) return;
  const parts = [web && "web app", services && "services"].filter(Boolean).join(" and ");
  if (!existsSync(bin(root, "vite")) || !existsSync(bin(root, "esbuild")))
    throw new Error(
      `The ${parts} build is missing or older than its sources, and the build tools are not installed: run \`npm run build\` where the dev dependencies are (README "Production").`,
    );
  log(`Building the ${parts} for production (first start or sources changed)…`);
  if (web) buildWeb(root, env);
  if (services) await buildServices(root);
}

function serviceSpecs(root: string, env: StackEnv, mode: StackMode): ServiceSpec[] {
  // Development runs the TypeScript sources with reloads; `start` runs the bundles in dist/.
  const tsx = bin(root, "tsx");
  // Small young generations for every service (packages/server-kit/src/node-options.ts).
  const nodeEnv = { NODE_OPTIONS: [env.NODE_OPTIONS, serviceNodeOptions].filter(Boolean).join(" ") };
  const service = (name: BuiltEntry, port: string | undefined, file: string): ServiceSpec =>
    mode === "dev"
      ? {
          name,
          port: Number(port),
          command: tsx,
          args: ["watch", "--clear-screen=false", file],
          env: nodeEnv,
        }
      : {
          name,
          port: Number(port),
          command: process.execPath,
          args: ["--enable-source-maps", builtFile(root, name)],
          env: nodeEnv,
        };
  return [
    service("idp", env.IDP_PORT, "apps/idp/src/server.ts"),
    service("api", env.API_PORT, "apps/api/src/server.ts"),
    service("search", env.SEARCH_PORT, "apps/search/src/server.ts"),
    service("collab", env.COLLAB_PORT, "apps/collab/src/server.ts"),
    mode === "dev"
      ? {
          name: "web",
          port: Number(env.WEB_PORT),
          command: bin(root, "vite"),
          args: [],
          cwd: path.join(root, "apps/web"),
        }
      : service("web", env.WEB_PORT, "apps/web/server/server.ts"),
  ];
}

/**
 * Starts the whole product on one machine: PostgreSQL, migrations and seed, then the IdP, API,
 * search service, collab server and web app, each waited for on its `/health`. From then on each
 * is supervised (decision 0039): one that crashes is started again with a growing delay, and so
 * is the embedded PostgreSQL. `stop()` ends them all, PostgreSQL last.
 */
export async function startStack(options: {
  root: string;
  env: StackEnv;
  mode: StackMode;
  log: (line: string) => void;
}): Promise<Stack> {
  const { root, mode, log } = options;
  const env = { ...options.env };
  const embedded = await prepareDatabase(env, log, { root });
  const database = embedded && superviseDatabase(embedded, log);
  const children: ChildProcess[] = [];
  let services: Supervisor[] = [];
  const stop = async () => {
    // Whatever ends from now on (PostgreSQL too, told by its package's own exit hook) stays down.
    for (const supervisor of [...services, database]) supervisor?.stopRestarting();
    await Promise.all([...services.map((s) => s.stop()), ...children.map((child) => stopChild(child))]);
    await database?.stop();
  };
  try {
    if (mode === "start") await ensureBuilt(root, env, log);
    const specs = serviceSpecs(root, env, mode);
    const firsts = specs.map((spec, i) => {
      const child = spawnService(spec, env, root, i);
      children.push(child);
      return runningChild(child);
    });
    await Promise.all(specs.map((spec, i) => waitForHealth(spec.name, spec.port, children[i]!)));
    services = specs.map((spec, i) =>
      supervise({
        name: spec.name,
        first: firsts[i]!,
        log,
        start: async () => {
          const child = spawnService(spec, env, root, i);
          const running = runningChild(child);
          await waitForHealth(spec.name, spec.port, child).catch(async (error: Error) => {
            await stopChild(child);
            throw error;
          });
          return running;
        },
      }),
    );
    children.length = 0;
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, stop };
}

/** Restarts the embedded PostgreSQL when it dies; the services reconnect on their own. */
export function superviseDatabase(embedded: EmbeddedServer, log: (line: string) => void): Supervisor {
  const running = (): RunningProcess => ({ exited: embedded.whenExited(), stop: () => embedded.stop() });
  return supervise({
    name: "PostgreSQL",
    first: running(),
    log,
    start: async () => {
      await embedded.restart();
      return running();
    },
  });
}
