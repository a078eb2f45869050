import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { listOutbox } from "@keen/mail";
import { buildIdpApp, type IdpDeps } from "../app";
import { loadIdpConfig } from "../config";

export const testAppUrl = "http://app.test";

/**
 * Builds the IdP against a test database and listens on 127.0.0.1 at a free port. No job workers
 * run (unless `env` sets `JOBS_WORK`): requests record jobs and the test runs what is due with
 * `jobs.runDue()`, as `outbox()` does before reading.
 */
export async function startTestIdp(
  databaseUrl: string,
  env: Record<string, string> = {},
  deps: IdpDeps = {},
) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "keen-idp-test-"));
  const issuer = `http://127.0.0.1:${port}`;
  const config = loadIdpConfig({
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    IDP_PORT: String(port),
    IDP_ISSUER: issuer,
    APP_URL: testAppUrl,
    LOG_LEVEL: "silent",
    JOBS_WORK: "false",
    ...env,
  });
  const app = await buildIdpApp(config, deps);
  await app.listen({ host: "127.0.0.1", port });
  return {
    app,
    config,
    issuer,
    jobs: app.jobs,
    /** Runs the jobs that are due (mail among them), then lists the outbox, newest first. */
    outbox: async () => {
      await app.jobs.runDue();
      return (await listOutbox(path.join(dataDir, "outbox"))).reverse();
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestIdp = Awaited<ReturnType<typeof startTestIdp>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
