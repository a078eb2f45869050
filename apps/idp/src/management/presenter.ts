import { type Account, fullName } from "../accounts";

/** A user as the Auth0-compatible management API returns it. */
export function presentUser(account: Account) {
  return {
    user_id: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    given_name: account.givenName,
    family_name: account.familyName,
    name: fullName(account),
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}
