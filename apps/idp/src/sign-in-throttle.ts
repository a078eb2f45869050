import type { Database } from "@keen/db";
import { claimAttempt, clearHits, clearHitsByPrefix, refundAttempt, type SlowingRule } from "./throttle";

/**
 * One address guessing one account's password: five tries at once, then 1 s, 2 s, 4 s … up to
 * 15 minutes between tries (about a hundred guesses a day). Only that address is slowed; the
 * owner signing in from anywhere else is not.
 */
export const accountFromAddressRule: SlowingRule = {
  freeAttempts: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/**
 * One address failing across many accounts (password spraying), counted only for browsers that
 * have not signed in to the account before: thirty failures at once (a campus behind one NAT
 * address makes typos), then up to one try a minute. Never longer, so a newcomer behind that
 * address is slowed, not locked out; returning members (device cookie) skip it.
 */
export const addressRule: SlowingRule = {
  freeAttempts: 30,
  baseDelaySeconds: 1,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 15 * 60,
};

const normalize = (email: string) => email.trim().toLowerCase();
const accountPrefix = (email: string) => `login:account:${normalize(email)}|`;

/** The throttle keys of one sign-in attempt. */
export function signInKeys(email: string, address: string) {
  return { accountFromAddress: `${accountPrefix(email)}${address}`, address: `login:address:${address}` };
}

export type SignInAttempt = {
  /** Seconds the attempt must wait first (0: go ahead). */
  wait: number;
  /** Call when the password was right: forgets this address's failures on the account. */
  succeeded(): Promise<void>;
};

/**
 * Claims a sign-in attempt for `email` from `address`, slowed by account-and-address and, unless
 * the browser is known to the account (`isKnownDevice`), by address. Nothing is refused for the
 * account as a whole, so an attacker elsewhere cannot keep its owner out.
 */
export async function claimSignInAttempt(
  db: Database,
  email: string,
  address: string,
  isKnownDevice: boolean,
): Promise<SignInAttempt> {
  const keys = signInKeys(email, address);
  const pairWait = await claimAttempt(db, keys.accountFromAddress, accountFromAddressRule);
  const addressWait =
    pairWait === 0 && !isKnownDevice ? await claimAttempt(db, keys.address, addressRule) : 0;
  if (pairWait === 0 && addressWait > 0) await refundAttempt(db, keys.accountFromAddress);
  return {
    wait: Math.max(pairWait, addressWait),
    succeeded: async () => {
      await clearHits(db, keys.accountFromAddress);
      if (!isKnownDevice) await refundAttempt(db, keys.address);
    },
  };
}

/** Forgets every address's failed sign-ins on an account (after its password is reset or changed). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await clearHitsByPrefix(db, accountPrefix(email));
}
