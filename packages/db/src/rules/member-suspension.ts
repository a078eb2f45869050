import { and, gt, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { users } from "../schema";

/**
 * Whether an admin's suspension of the member holds now (decision 0041): set, and without an end
 * or with one still ahead, so it ends on its own. The SQL form the IdP (sign-in) and the collab
 * server (co-editing) ask; the API's `isSuspendedNow` is the same rule on a loaded row.
 */
export const memberSuspendedNow: SQL<boolean> = sql<boolean>`${and(
  isNotNull(users.suspendedAt),
  or(isNull(users.suspendedUntil), gt(users.suspendedUntil, sql`now()`)),
)}`;
