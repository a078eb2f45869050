import type { MyInstitutionProposal } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./member-keys";

/** Cache key of the signed-in member's pending institution proposal (under the current member). */
export const myInstitutionProposalKey = [...memberKeys.current(), "institution-proposal"] as const;

/** The signed-in member's pending institution proposal (`GET /InstitutionProposal/Mine`), or null. */
export async function getMyInstitutionProposal(signal?: AbortSignal): Promise<MyInstitutionProposal> {
  const { data } = await apiClient.get<MyInstitutionProposal>("/InstitutionProposal/Mine", { signal });
  return data;
}

/** Query options of the member's pending institution proposal. */
export function myInstitutionProposalQueryOptions() {
  return queryOptions({
    queryKey: myInstitutionProposalKey,
    queryFn: ({ signal }) => getMyInstitutionProposal(signal),
  });
}

/** The member's pending institution proposal, only when `enabled` (their own profile). */
export function useMyInstitutionProposal(enabled: boolean) {
  return useQuery({ ...myInstitutionProposalQueryOptions(), enabled });
}
