import type { MembershipItem } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type LookupKind, lookupKeys, readList } from "./lookup-keys";

/** An entry of a lookup list; memberships also carry an abbreviation (e.g. "ASEE"). */
export type LookupOption = Pick<MembershipItem, "id" | "name"> & { abbreviation?: string | null };

/** A whole lookup list: `GET /Lookup/Disciplines`, `/Lookup/Interests` or `/Lookup/Memberships`. */
export async function getLookupList(kind: LookupKind, signal?: AbortSignal): Promise<LookupOption[]> {
  const { data } = await apiClient.get<unknown>(`/Lookup/${kind}`, { signal });
  return readList<LookupOption>(data);
}

export function lookupListQueryOptions(kind: LookupKind) {
  return queryOptions({
    queryKey: lookupKeys.list(kind),
    queryFn: ({ signal }) => getLookupList(kind, signal),
    // Lookup lists change rarely; keep them for the session.
    staleTime: 30 * 60_000,
  });
}

/** One lookup list for a multi-select. */
export function useLookupList(kind: LookupKind) {
  return useQuery(lookupListQueryOptions(kind));
}
