import { conflict, notFound, validation } from "@keen/server-kit";
import { sendVerificationEmail } from "../account-mail";
import { type Account, findAccountByEmail, normalizeEmail, updateAccount } from "../accounts";
import type { IdpContext } from "../context";
import { checkPassword } from "../passwords";
import type { UserPatchInput } from "./schemas";

/**
 * Applies a management PATCH: names, email (stored unverified, verification mailed to the new
 * address) and password (strength rules apply). Returns the updated account.
 */
export async function updateUser(ctx: IdpContext, current: Account, input: UserPatchInput): Promise<Account> {
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const isEmailChange = email !== undefined && email !== current.email;
  if (input.password !== undefined) {
    const problems = checkPassword(input.password, { email: email ?? current.email });
    if (problems.length) throw validation("password", problems.join(" "));
  }
  if (isEmailChange) {
    const owner = await findAccountByEmail(ctx.db, email);
    if (owner && owner.id !== current.id) throw conflict("That email address is already in use.");
  }
  // The new address and the e-mail that verifies it commit together or not at all.
  const updated = await ctx.db
    .transaction(async (tx) => {
      const account = await updateAccount(tx, current.id, {
        givenName: input.given_name,
        familyName: input.family_name,
        email: isEmailChange ? email : undefined,
        password: input.password,
      });
      if (account && isEmailChange) await sendVerificationEmail(ctx, tx, account);
      return account;
    })
    .catch((error: { code?: string }) => {
      if (error.code === "23505") throw conflict("That email address is already in use.");
      throw error;
    });
  if (!updated) throw notFound("User");
  return updated;
}
