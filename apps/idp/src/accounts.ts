import { type Database, idpAccounts } from "@keen/db";
import { hash, verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { Executor } from "./lib/executor";

export type Account = typeof idpAccounts.$inferSelect;

/** The account with this id (the OIDC `sub`), if any. Non-UUID ids simply match nothing. */
export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  if (!isUuid(id)) return undefined;
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id));
  return account;
}

/** The account with this email (case-insensitive), if any. */
export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const [account] = await db
    .select()
    .from(idpAccounts)
    .where(eq(idpAccounts.email, normalizeEmail(email)));
  return account;
}

/** Creates an unverified account; returns undefined when the email is already taken. */
export async function createAccount(
  db: Executor,
  input: { email: string; password: string; givenName: string; familyName: string },
): Promise<Account | undefined> {
  const [account] = await db
    .insert(idpAccounts)
    .values({
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
    })
    .onConflictDoNothing()
    .returning();
  return account;
}

/**
 * Returns the account when email and password match. Unknown emails still cost one hash
 * verification so response times do not tell which addresses have accounts.
 */
export async function verifyCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<Account | undefined> {
  const account = await findAccountByEmail(db, email);
  const isMatch = await verify(account?.passwordHash ?? (await dummyHash()), password).catch(() => false);
  return account && isMatch ? account : undefined;
}

/** Changes the names and the password given. Returns the updated account. */
export async function updateAccount(
  db: Executor,
  id: string,
  changes: { givenName?: string; familyName?: string; password?: string },
): Promise<Account | undefined> {
  const values: Partial<typeof idpAccounts.$inferInsert> = { updatedAt: new Date() };
  if (changes.givenName !== undefined) values.givenName = changes.givenName.trim();
  if (changes.familyName !== undefined) values.familyName = changes.familyName.trim();
  if (changes.password !== undefined) {
    values.passwordHash = await hashPassword(changes.password);
    values.passwordChangedAt = new Date();
  }
  const [account] = await db.update(idpAccounts).set(values).where(eq(idpAccounts.id, id)).returning();
  return account;
}

/**
 * Makes `email` the account's sign-in address, verified (its owner followed the link sent to it).
 * Returns the updated account; throws the unique violation when another account has it.
 */
export async function changeEmail(db: Executor, id: string, email: string): Promise<Account | undefined> {
  const [account] = await db
    .update(idpAccounts)
    .set({ email: normalizeEmail(email), emailVerified: true, updatedAt: new Date() })
    .where(eq(idpAccounts.id, id))
    .returning();
  return account;
}

/** Marks the account's current email as verified. */
export async function markEmailVerified(db: Database, id: string): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(idpAccounts.id, id));
}

/** Deletes the account (its action tokens go with it through the foreign key). */
export async function deleteAccount(db: Database, id: string): Promise<boolean> {
  const removed = await db
    .delete(idpAccounts)
    .where(eq(idpAccounts.id, id))
    .returning({ id: idpAccounts.id });
  return removed.length > 0;
}

/** Lower-cases and trims an email address for storage and lookups. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The display name built from given and family name. */
export function fullName(account: Pick<Account, "givenName" | "familyName">): string {
  return `${account.givenName} ${account.familyName}`.trim();
}

function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash("keen-timing-equaliser-not-a-password");
  return dummy;
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
