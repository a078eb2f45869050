import { type SQL, sql } from "drizzle-orm";

/**
 * The key of the transaction-scoped advisory lock that the API's confirmed account deletion holds
 * while it asks the identity provider to delete the sign-in account of `subject`. The IdP deletes
 * an account only while this lock is held by someone else, so there is one way to delete a member.
 */
export function accountDeletionLockKey(subject: string): SQL {
  return sql`hashtextextended(${`keen.account-deletion:${subject}`}, 0)`;
}
