import { randomUUID } from "node:crypto";
import { type Database, institutions, userInstitutions, users } from "@keen/db";
import { startTestIssuer } from "@keen/server-kit/testing";
import { afterAll } from "vitest";
import { buildSearchApp } from "../app";
import { loadSearchConfig } from "../config";

/** A fake identity provider (own RS256 key, local JWKS) for this test file. */
export const testIssuer = await startTestIssuer();

/** The search service wired to the test database and issuer, closed after the file's tests. */
export async function buildTestSearchApp(db: Database) {
  const config = loadSearchConfig({
    DATABASE_URL: "postgres://unused.invalid/keen",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    OIDC_ISSUER: testIssuer.issuer,
    OIDC_AUDIENCE: testIssuer.audience,
  });
  const app = await buildSearchApp(config, { db, getKey: testIssuer.getKey });
  afterAll(() => app.close());
  return app;
}

/** Inserts an onboarded member (override anything), optionally with a primary institution. */
export async function buildMember(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
  institutionName?: string,
) {
  const [member] = await db
    .insert(users)
    .values({
      subject: randomUUID(),
      email: `${randomUUID()}@example.test`,
      firstName: "Test",
      lastName: "Member",
      isOnboarded: true,
      ...overrides,
    })
    .returning();
  if (institutionName) {
    const [institution] = await db
      .insert(institutions)
      .values({ name: institutionName })
      .onConflictDoUpdate({ target: institutions.name, set: { name: institutionName } })
      .returning();
    await db
      .insert(userInstitutions)
      .values({ userId: member!.id, institutionId: institution!.id, position: 0 });
  }
  return member!;
}
