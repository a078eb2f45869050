import { idpOidcModels } from "@keen/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { PostgresAdapter, pruneExpiredModels, revokeAccountModels } from "./adapter";

const { db } = await useTestDatabase();
const id = () => Math.random().toString(36).slice(2);

describe("PostgreSQL adapter for oidc-provider", () => {
  it("upserts and finds a payload, replacing it on the second upsert", async () => {
    const codes = new PostgresAdapter("AuthorizationCode", db);
    const key = id();
    await codes.upsert(key, { accountId: "a1", grantId: "g1", kind: "AuthorizationCode" }, 60);
    expect(await codes.find(key)).toMatchObject({ accountId: "a1", grantId: "g1" });
    await codes.upsert(key, { accountId: "a2", grantId: "g1", kind: "AuthorizationCode" }, 60);
    expect(await codes.find(key)).toMatchObject({ accountId: "a2" });
    // Models of another type never see each other's rows.
    expect(await new PostgresAdapter("RefreshToken", db).find(key)).toBeUndefined();
  });

  it("finds sessions by uid and device codes by user code", async () => {
    const sessions = new PostgresAdapter("Session", db);
    const uid = id();
    await sessions.upsert(id(), { uid, accountId: "a1", kind: "Session" }, 60);
    expect(await sessions.findByUid(uid)).toMatchObject({ uid, accountId: "a1" });
    const devices = new PostgresAdapter("DeviceCode", db);
    await devices.upsert(id(), { userCode: "ABCD-EFGH", kind: "DeviceCode" }, 60);
    expect(await devices.findByUserCode("ABCD-EFGH")).toMatchObject({ userCode: "ABCD-EFGH" });
  });

  it("marks consumed models so reuse is detected", async () => {
    const codes = new PostgresAdapter("AuthorizationCode", db);
    const key = id();
    await codes.upsert(key, { kind: "AuthorizationCode" }, 60);
    expect((await codes.find(key))?.consumed).toBeUndefined();
    await codes.consume(key);
    expect((await codes.find(key))?.consumed).toEqual(expect.any(Number));
  });

  it("destroys one model and revokes all of a grant", async () => {
    const tokens = new PostgresAdapter("RefreshToken", db);
    const [a, b, c] = [id(), id(), id()];
    const grantId = id();
    await tokens.upsert(a, { grantId, kind: "RefreshToken" }, 60);
    await tokens.upsert(b, { grantId, kind: "RefreshToken" }, 60);
    await tokens.upsert(c, { grantId: id(), kind: "RefreshToken" }, 60);
    await tokens.destroy(c);
    expect(await tokens.find(c)).toBeUndefined();
    await tokens.revokeByGrantId(grantId);
    expect(await tokens.find(a)).toBeUndefined();
    expect(await tokens.find(b)).toBeUndefined();
  });

  it("ignores expired rows and prunes them", async () => {
    const sessions = new PostgresAdapter("Session", db);
    const key = id();
    await sessions.upsert(key, { uid: id(), kind: "Session" }, 60);
    await db
      .update(idpOidcModels)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idpOidcModels.type, "Session"), eq(idpOidcModels.id, key)));
    expect(await sessions.find(key)).toBeUndefined();
    expect(await pruneExpiredModels(db)).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(idpOidcModels).where(eq(idpOidcModels.id, key));
    expect(rows).toHaveLength(0);
  });

  it("removes every model of an account", async () => {
    const accountId = crypto.randomUUID();
    const grants = new PostgresAdapter("Grant", db);
    const sessions = new PostgresAdapter("Session", db);
    const [g, s, other] = [id(), id(), id()];
    await grants.upsert(g, { accountId, kind: "Grant" }, 60);
    await sessions.upsert(s, { accountId, uid: id(), kind: "Session" }, 60);
    await sessions.upsert(other, { accountId: crypto.randomUUID(), uid: id(), kind: "Session" }, 60);
    await revokeAccountModels(db, accountId);
    expect(await grants.find(g)).toBeUndefined();
    expect(await sessions.find(s)).toBeUndefined();
    expect(await sessions.find(other)).toBeDefined();
  });
});
