import { createHash, randomBytes } from "node:crypto";
import { type Database, idpActionTokens } from "@keen/db";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "./lib/executor";

export type ActionKind = "verify_email" | "reset_password" | "change_email";

/** How long an emailed link stays valid. */
export const actionTokenTtlSeconds: Record<ActionKind, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
  change_email: 24 * 60 * 60,
};

/** `returnPath`: the app page a verification link leads back to, when the sign-up named one. */
export type ActionTokenRecord = { accountId: string; email: string | null; returnPath: string | null };

const recordColumns = {
  accountId: idpActionTokens.accountId,
  email: idpActionTokens.newEmail,
  returnPath: idpActionTokens.returnPath,
};

/**
 * Creates a one-time token for an emailed link and returns the raw value (only its hash is
 * stored). `email` pins the address the token was sent to, so a later email change voids it
 * (for `change_email` it is the new address the link confirms). `returnPath` is kept for the page
 * the link opens; callers pass only a validated same-app path.
 */
export async function createActionToken(
  db: Executor,
  input: { accountId: string; kind: ActionKind; email: string; returnPath?: string },
): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await db.insert(idpActionTokens).values({
    tokenHash: hashToken(raw),
    accountId: input.accountId,
    kind: input.kind,
    newEmail: input.email,
    returnPath: input.returnPath ?? null,
    expiresAt: new Date(Date.now() + actionTokenTtlSeconds[input.kind] * 1000),
  });
  return raw;
}

/**
 * The page the account's most recent link of a kind led back to, if one named a page: a new
 * verification link asked for later (the first expired, or never arrived) leads to the same page.
 */
export async function latestReturnPath(
  db: Executor,
  accountId: string,
  kind: ActionKind,
): Promise<string | undefined> {
  const [row] = await db
    .select({ returnPath: idpActionTokens.returnPath })
    .from(idpActionTokens)
    .where(
      and(
        eq(idpActionTokens.accountId, accountId),
        eq(idpActionTokens.kind, kind),
        isNotNull(idpActionTokens.returnPath),
      ),
    )
    .orderBy(desc(idpActionTokens.expiresAt))
    .limit(1);
  return row?.returnPath ?? undefined;
}

/** The still-usable token's record without using it up (to show the reset form). */
export async function peekActionToken(
  db: Database,
  raw: string,
  kind: ActionKind,
): Promise<ActionTokenRecord | undefined> {
  const [row] = await db.select(recordColumns).from(idpActionTokens).where(usable(raw, kind));
  return row;
}

/** Uses the token up, atomically; returns its record, or undefined if unknown, used or expired. */
export async function consumeActionToken(
  db: Database,
  raw: string,
  kind: ActionKind,
): Promise<ActionTokenRecord | undefined> {
  const [row] = await db
    .update(idpActionTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(raw, kind))
    .returning(recordColumns);
  return row;
}

/** Voids every open token of one kind for an account (e.g. after a password reset). */
export async function revokeActionTokens(db: Database, accountId: string, kind: ActionKind): Promise<void> {
  await db
    .update(idpActionTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(idpActionTokens.accountId, accountId),
        eq(idpActionTokens.kind, kind),
        isNull(idpActionTokens.usedAt),
      ),
    );
}

function usable(raw: string, kind: ActionKind) {
  return and(
    eq(idpActionTokens.tokenHash, hashToken(raw)),
    eq(idpActionTokens.kind, kind),
    isNull(idpActionTokens.usedAt),
    gt(idpActionTokens.expiresAt, sql`now()`),
  );
}

function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}
