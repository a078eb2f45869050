import type { InstitutionSummary } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { lookupKeys, readList } from "./lookup-keys";

/** Institutions matching a search text (`GET /Lookup/Institutions?q=`). */
export async function getInstitutions(q: string, signal?: AbortSignal): Promise<InstitutionSummary[]> {
  const { data } = await apiClient.get<unknown>("/Lookup/Institutions", {
    params: q ? { q } : undefined,
    signal,
  });
  return readList<InstitutionSummary>(data);
}

export function institutionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: lookupKeys.institutions(q),
    queryFn: ({ signal }) => getInstitutions(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Institutions for a picker; keeps showing the previous results while the next search loads. */
export function useInstitutions(q: string) {
  return useQuery(institutionsQueryOptions(q.trim()));
}
