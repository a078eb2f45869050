import { rateLimited, validation } from "@keen/server-kit";
import { findAccountById, verifyCredentials } from "../accounts";
import type { IdpContext } from "../context";
import { findActiveLock, recordHit, type ThrottleRule } from "../throttle";
import type { Caller } from "./auth";

/** How recent a sign-in (`auth_time`) lets a caller change their password or email without retyping it. */
export const recentSignInSeconds = 5 * 60;

/** Five wrong current passwords per caller lock the check for 15 minutes. */
const wrongPasswordRule: ThrottleRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/**
 * Asks the caller to prove they hold the account before a password or email change, so a stolen
 * access token alone cannot take it over: `currentPassword` (their own) when given, otherwise a
 * sign-in within the last five minutes. Throws 400 on `current_password` or 429 after five misses.
 */
export async function requireReauthentication(
  ctx: IdpContext,
  caller: Caller,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword === undefined) {
    const isRecent =
      caller.authTime !== undefined && Date.now() / 1000 - caller.authTime <= recentSignInSeconds;
    if (isRecent) return;
    throw validation(
      "current_password",
      "is required to change the password or email (or sign in again first)",
    );
  }
  const key = `reauth:${caller.id}`;
  if (await findActiveLock(ctx.db, [key])) {
    throw rateLimited("Too many wrong passwords. Try again in 15 minutes, or sign in again.");
  }
  const account = await findAccountById(ctx.db, caller.id);
  if (account && (await verifyCredentials(ctx.db, account.email, currentPassword))) return;
  await recordHit(ctx.db, key, wrongPasswordRule);
  throw validation("current_password", "is incorrect");
}
