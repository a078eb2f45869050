import type { InstitutionListPage } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type InstitutionListFilters, institutionKeys } from "./institution-keys";

/** One page of institutions, filtered by name (`GET /Institution?q=`), for admin lists and pickers. */
export async function getInstitutions(filters: InstitutionListFilters = {}, signal?: AbortSignal) {
  const { data } = await apiClient.get<InstitutionListPage>("/Institution", { params: filters, signal });
  return data;
}

/** Query options for a page of institutions; the previous page stays while the next loads. */
export function institutionsQueryOptions(filters: InstitutionListFilters = {}) {
  return queryOptions({
    queryKey: institutionKeys.list(filters),
    queryFn: ({ signal }) => getInstitutions(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of institutions. */
export function useInstitutions(filters: InstitutionListFilters = {}) {
  return useQuery(institutionsQueryOptions(filters));
}
