import { notFound } from "@keen/server-kit";
import { type Account, findAccountById, normalizeEmail, updateAccount } from "../accounts";
import type { IdpContext } from "../context";
import type { Caller } from "./auth";
import { changePassword } from "./change-password";
import { requireReauthentication } from "./reauthentication";
import { requestEmailChange } from "./request-email-change";
import type { UserPatchInput } from "./schemas";

/**
 * Applies a management PATCH: names at once; a password or email change only after the caller
 * re-authenticates (`current_password` or a recent sign-in). A new password ends the account's
 * other sessions; a new email is only mailed a confirmation link (see `requestEmailChange`), so
 * the answer shows the address unchanged. Returns the updated account.
 */
export async function updateUser(
  ctx: IdpContext,
  caller: Caller,
  current: Account,
  input: UserPatchInput,
): Promise<Account> {
  const isEmailChange = input.email !== undefined && normalizeEmail(input.email) !== current.email;
  if (input.password !== undefined || isEmailChange) {
    await requireReauthentication(ctx, caller, input.current_password);
  }
  if (input.password !== undefined) {
    await changePassword(ctx, current, input.password, caller.id === current.id ? caller.sid : undefined);
  }
  if (input.given_name !== undefined || input.family_name !== undefined) {
    await updateAccount(ctx.db, current.id, { givenName: input.given_name, familyName: input.family_name });
  }
  if (isEmailChange && input.email !== undefined) await requestEmailChange(ctx, current, input.email);
  const updated = await findAccountById(ctx.db, current.id);
  if (!updated) throw notFound("User");
  return updated;
}
