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
}>;

/**
 * Changes the account at the identity provider (`PATCH /api/v2/users/{sub}`). A new email is stored
 * unverified and a verification link is mailed to it; a password must pass the provider's rules.
 * Refusals (400 with field details, 409 for an email in use) are left to the form to show in place.
 */
export async function updateIdentityAccount(
  sub: string,
  patch: IdentityAccountPatch,
): Promise<IdentityAccount> {
  const { data } = await idpClient.patch<IdentityAccount>(`/users/${encodeURIComponent(sub)}`, patch, {
    quietStatuses: [400, 409],
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
