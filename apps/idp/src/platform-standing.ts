import { type Database, memberSuspendedNow, users } from "@keen/db";
import { eq } from "drizzle-orm";

/** A suspension that still holds: the admin's reason and its end (null: until reactivated). */
export type ActiveSuspension = { reason: string; until: Date | null };

/**
 * The platform's word on an account (decision 0041): its member row, kept by the API, is the one
 * place a role and a suspension live. An account without a member row (before its first visit to
 * the app) is an unsuspended non-admin.
 */
export async function findPlatformStanding(
  db: Database,
  accountId: string,
): Promise<{ isAdmin: boolean; suspension: ActiveSuspension | null }> {
  const [row] = await db
    .select({
      role: users.role,
      isSuspended: memberSuspendedNow,
      reason: users.suspensionReason,
      until: users.suspendedUntil,
    })
    .from(users)
    .where(eq(users.subject, accountId));
  if (!row) return { isAdmin: false, suspension: null };
  return {
    isAdmin: row.role === "admin",
    suspension: row.isSuspended ? { reason: row.reason ?? "", until: row.until } : null,
  };
}
