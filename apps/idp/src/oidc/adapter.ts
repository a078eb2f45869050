import { type Database, idpOidcModels } from "@keen/db";
import { and, eq, gt, inArray, isNull, lt, not, or, sql } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";

/**
 * oidc-provider persistence in PostgreSQL: every model (Session, Grant, AuthorizationCode,
 * RefreshToken, Interaction, ...) is one row of `idp.oidc_models` keyed by (type, id).
 * Expired rows are never returned and are pruned by `pruneExpiredModels`.
 */
export class PostgresAdapter implements Adapter {
  constructor(
    private readonly type: string,
    private readonly db: Database,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(idpOidcModels)
      .values({ id, type: this.type, ...columns })
      .onConflictDoUpdate({ target: [idpOidcModels.type, idpOidcModels.id], set: columns });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(idpOidcModels.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(idpOidcModels.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(idpOidcModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(idpOidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(idpOidcModels.type, this.type), eq(idpOidcModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(idpOidcModels)
      .where(and(eq(idpOidcModels.type, this.type), eq(idpOidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(idpOidcModels)
      .where(and(eq(idpOidcModels.type, this.type), eq(idpOidcModels.grantId, grantId)));
  }

  private async findOne(match: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: idpOidcModels.payload, consumedAt: idpOidcModels.consumedAt })
      .from(idpOidcModels)
      .where(and(eq(idpOidcModels.type, this.type), match, notExpired))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider detects reuse of codes and rotated refresh tokens through `consumed`.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

const notExpired = or(isNull(idpOidcModels.expiresAt), gt(idpOidcModels.expiresAt, sql`now()`));

/** Builds the adapter factory handed to oidc-provider's `adapter` setting. */
export function createAdapterFactory(db: Database): (name: string) => Adapter {
  return (name) => new PostgresAdapter(name, db);
}

/** Deletes expired rows; returns how many were removed. */
export async function pruneExpiredModels(db: Database): Promise<number> {
  const removed = await db
    .delete(idpOidcModels)
    .where(lt(idpOidcModels.expiresAt, sql`now()`))
    .returning({ id: idpOidcModels.id });
  return removed.length;
}

/** Removes every session, grant and token that belongs to an account (sign-out everywhere). */
export async function revokeAccountModels(db: Database, accountId: string): Promise<void> {
  await db.delete(idpOidcModels).where(sql`${idpOidcModels.payload}->>'accountId' = ${accountId}`);
}

/**
 * Removes every session, grant and token of an account except the login session whose `uid` is
 * `keepSessionUid` (the caller's own) and its grants: after a password change, everyone else signs
 * in again. Without `keepSessionUid`, or when it names no session of the account, it removes all.
 */
export async function revokeOtherSessions(
  db: Database,
  accountId: string,
  keepSessionUid?: string,
): Promise<void> {
  const ofAccount = sql`${idpOidcModels.payload}->>'accountId' = ${accountId}`;
  const [kept] = keepSessionUid
    ? await db
        .select({ id: idpOidcModels.id, payload: idpOidcModels.payload })
        .from(idpOidcModels)
        .where(and(eq(idpOidcModels.type, "Session"), eq(idpOidcModels.uid, keepSessionUid), ofAccount))
    : [];
  const grantIds = kept ? grantIdsOf(kept.payload) : [];
  if (!kept || grantIds.length === 0) return revokeAccountModels(db, accountId);
  const isKept = or(
    and(eq(idpOidcModels.type, "Session"), eq(idpOidcModels.id, kept.id)),
    and(eq(idpOidcModels.type, "Grant"), inArray(idpOidcModels.id, grantIds)),
    inArray(idpOidcModels.grantId, grantIds),
  );
  await db.delete(idpOidcModels).where(and(ofAccount, not(isKept ?? sql`false`)));
}

function grantIdsOf(sessionPayload: unknown): string[] {
  const authorizations = (sessionPayload as { authorizations?: Record<string, { grantId?: unknown }> })
    .authorizations;
  return Object.values(authorizations ?? {}).flatMap((entry) =>
    typeof entry.grantId === "string" ? [entry.grantId] : [],
  );
}
