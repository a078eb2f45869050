import { type Account, fullName } from "../accounts";

/** The standard claims of an account, as released for the openid, profile and email scopes. */
export function accountClaims(account: Account) {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    given_name: account.givenName,
    family_name: account.familyName,
    name: fullName(account),
    updated_at: Math.floor(account.updatedAt.getTime() / 1000),
  };
}

/** What every access token for the API carries besides the registered claims (CONVENTIONS "Identity"). */
export function accessTokenClaims(account: Account) {
  return {
    email: account.email,
    email_verified: account.emailVerified,
    given_name: account.givenName,
    family_name: account.familyName,
  };
}
