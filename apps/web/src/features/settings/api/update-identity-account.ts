import { useMutation, useQueryClient } from "@tanstack/react-query";
import { idpClient } from "@/lib/api-client";
import type { IdentityAccount } from "./get-identity-account";
import { settingsKeys } from "./settings-keys";

/** The fields the management API lets a member change about themself. */
export type IdentityAccountPatch = Partial<{
  given_name: string;
  family_name: string;
  email: string;
  password: string;
  /** Proves it is the member: a password or email change needs it (or a sign-in minutes ago). */
  current_password: string;
}>;

/**
 * Changes the account at the identity provider (`PATCH /api/v2/users/{sub}`). A new email takes
 * effect once the link mailed to it is followed; a password must pass the provider's rules and
 * ends the account's other sessions. Refusals (400 with field details, e.g. a wrong
 * `current_password`; 429 after too many wrong ones) are left to the form to show in place.
 */
export async function updateIdentityAccount(
  sub: string,
  patch: IdentityAccountPatch,
): Promise<IdentityAccount> {
  const { data } = await idpClient.patch<IdentityAccount>(`/users/${encodeURIComponent(sub)}`, patch, {
    quietStatuses: [400, 409, 429],
  });
  return data;
}

/** The mutation behind the email and password forms; refreshes the cached account. */
export function useUpdateIdentityAccount(sub: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: IdentityAccountPatch) => {
      if (!sub) throw new Error("You are not signed in.");
      return updateIdentityAccount(sub, patch);
    },
    onSuccess: (account) => {
      if (sub) queryClient.setQueryData(settingsKeys.identity(sub), account);
    },
  });
}
