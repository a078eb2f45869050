import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { users } from "@keen/db";
import { createTestDatabase, startTestPostgres } from "@keen/db/testing";
import { startTestIssuer } from "@keen/server-kit/testing";
import { buildApp } from "../../apps/api/src/app";
import { loadApiConfig } from "../../apps/api/src/config";

/**
 * A real API process for a benchmark: a throwaway embedded PostgreSQL database, a test token
 * issuer, the API listening on 127.0.0.1 (any free port) with a temp data folder, and one
 * onboarded member with a bearer token. `env` adds or overrides API settings.
 */
export async function startApiUnderTest(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "keen-bench-"));
  const postgres = await startTestPostgres();
  const database = await createTestDatabase(postgres.adminUrl);
  const issuer = await startTestIssuer();
  const config = loadApiConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    JOBS_WORK: "false",
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
    ...env,
  });
  const app = await buildApp(config, { db: database.db, getKey: issuer.getKey });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const [member] = await database.db
    .insert(users)
    .values({
      subject: randomUUID(),
      email: `bench-${randomUUID()}@example.test`,
      firstName: "Bench",
      lastName: "Mark",
      isOnboarded: true,
    })
    .returning();
  if (!member) throw new Error("could not create the benchmark member");
  const token = await issuer.signToken({ sub: member.subject, email: member.email, email_verified: true });
  return {
    app,
    port,
    db: database.db,
    member,
    token,
    databaseUrl: database.url,
    issuer: issuer.issuer,
    audience: issuer.audience,
    /** Signs an access token for the issuer the API trusts. */
    sign: (claims: Record<string, unknown>) => issuer.signToken(claims),
    async stop() {
      await app.close();
      await issuer.close();
      await database.drop();
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
