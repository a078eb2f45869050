import type { InstitutionProposalPage } from "@keen/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";

type Filters = { status?: "pending" | "approved" | "merged" | "rejected"; page?: number };

/** A page of institutions members proposed (`GET /InstitutionProposal`, admins), pending by default. */
export async function getInstitutionProposals(filters: Filters = {}, signal?: AbortSignal) {
  const { data } = await apiClient.get<InstitutionProposalPage>("/InstitutionProposal", {
    params: { pageSize: 50, ...filters },
    signal,
  });
  return data;
}

/** Query options of a page of proposed institutions. */
export function institutionProposalsQueryOptions(filters: Filters = {}) {
  return queryOptions({
    queryKey: institutionKeys.proposals(filters),
    queryFn: ({ signal }) => getInstitutionProposals(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The proposed institutions waiting for an admin. */
export function usePendingInstitutionProposals() {
  return useQuery(institutionProposalsQueryOptions({ status: "pending" }));
}
