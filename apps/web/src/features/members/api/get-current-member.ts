import type { User } from "@keen/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "react-oidc-context";
import { apiClient, isApiError } from "@/lib/api-client";
import { toLowerCamelKeys } from "@/lib/lower-camel-keys";
import { memberKeys } from "./member-keys";

/**
 * Loads the signed-in member (`GET /User/me`). On the first sign-in there is no member yet: the API
 * answers 404 `not_found`, and the member is created from the token's claims (`POST /User/Create`).
 * The API reads the library for a token without a member as it does for a visitor, so whatever
 * was fetched meanwhile (a card and the caller's abilities on it) is refetched once the member
 * exists (`client`).
 */
export async function getCurrentMember(signal?: AbortSignal, client?: QueryClient): Promise<User> {
  try {
    const { data } = await apiClient.get<unknown>("/User/me", { signal, quietStatuses: [404] });
    return toLowerCamelKeys(data) as User;
  } catch (error) {
    if (!isApiError(error, "not_found")) throw error;
    const { data } = await apiClient.post<unknown>("/User/Create", undefined, { signal });
    const created = toLowerCamelKeys(data) as User;
    void client?.invalidateQueries({
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(memberKeys.current()),
    });
    return created;
  }
}

/** Query options for the current member; pass whether there is a signed-in identity with a subject. */
export function currentMemberQueryOptions(hasIdentity: boolean) {
  return queryOptions({
    queryKey: memberKeys.current(),
    queryFn: ({ signal, client }) => getCurrentMember(signal, client),
    enabled: hasIdentity,
  });
}

/** The signed-in member's record; runs only when authenticated and the identity has a `sub` (spec §5). */
export function useCurrentMember() {
  const auth = useAuth();
  return useQuery(currentMemberQueryOptions(auth.isAuthenticated && !!auth.user?.profile.sub));
}
