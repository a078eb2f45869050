import { chmodSync, rmSync } from "node:fs";
import path from "node:path";
import { resolveStackEnv } from "../../scripts/lib/env";
import { startStack } from "../../scripts/lib/stack";
import { e2eEnv } from "./stack-env";

/** Starts the real stack (embedded PostgreSQL, IdP, API, search, production web build) once per run. */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  // PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
  chmodSync(e2eEnv.DATA_DIR, 0o755);
  const env = resolveStackEnv({ ...process.env, DATABASE_URL: "", ...e2eEnv }, root);
  const stack = await startStack({ root, env, mode: "start", log: (l) => console.log(`[stack] ${l}`) });
  return async () => {
    await stack.stop();
    rmSync(e2eEnv.DATA_DIR, { recursive: true, force: true });
  };
}
