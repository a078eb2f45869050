import type { User } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "react-oidc-context";
import { apiClient, isApiError } from "@/lib/api-client";
import { toLowerCamelKeys } from "@/lib/lower-camel-keys";
import { memberKeys } from "./member-keys";

/**
 * Loads the signed-in member (`GET /User/me`). On the first sign-in there is no member yet: the API
 * answers 404 `not_found`, and the member is created from the token's claims (`POST /User/Create`).
 */
export async function getCurrentMember(signal?: AbortSignal): Promise<User> {
  try {
    const { data } = await apiClient.get<unknown>("/User/me", { signal, quietStatuses: [404] });
    return toLowerCamelKeys(data) as User;
  } catch (error) {
    if (!isApiError(error, "not_found")) throw error;
    const { data } = await apiClient.post<unknown>("/User/Create", undefined, { signal });
    return toLowerCamelKeys(data) as User;
  }
}

/** Query options for the current member; pass whether there is a signed-in identity with a subject. */
export function currentMemberQueryOptions(hasIdentity: boolean) {
  return queryOptions({
    queryKey: memberKeys.current(),
    queryFn: ({ signal }) => getCurrentMember(signal),
    enabled: hasIdentity,
  });
}

/** The signed-in member's record; runs only when authenticated and the identity has a `sub` (spec §5). */
export function useCurrentMember() {
  const auth = useAuth();
  return useQuery(currentMemberQueryOptions(auth.isAuthenticated && !!auth.user?.profile.sub));
}
