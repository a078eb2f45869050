import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "react-oidc-context";
import { idpClient } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

/** The identity provider's view of an account (`GET /api/v2/users/{sub}`, Auth0-compatible). */
export type IdentityAccount = {
  user_id: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name?: string;
  created_at?: string;
  updated_at?: string;
};

/** Loads the signed-in account from the identity provider's management API. */
export async function getIdentityAccount(sub: string, signal?: AbortSignal): Promise<IdentityAccount> {
  const { data } = await idpClient.get<IdentityAccount>(`/users/${encodeURIComponent(sub)}`, { signal });
  return data;
}

/** Query options for the identity account; waits for the subject. */
export function identityAccountQueryOptions(sub: string | undefined) {
  return queryOptions({
    queryKey: settingsKeys.identity(sub ?? ""),
    queryFn: ({ signal }) => getIdentityAccount(sub ?? "", signal),
    enabled: !!sub,
  });
}

/** The signed-in subject (`sub` of the ID token), the key to the management API. */
export function useIdentitySubject(): string | undefined {
  return useAuth().user?.profile.sub;
}

/** The signed-in account as the identity provider knows it (email and whether it is verified). */
export function useIdentityAccount() {
  return useQuery(identityAccountQueryOptions(useIdentitySubject()));
}
