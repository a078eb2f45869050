import type { InstitutionProposal, InstitutionProposalWriteInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { myInstitutionProposalKey } from "@/features/members";
import { apiClient } from "@/lib/api-client";

/**
 * Proposes the member's institution, not listed yet (`POST /InstitutionProposal`; it replaces an
 * earlier pending one). Refusals of the fields (400, or 409 when the name is listed) are left to
 * the form, which shows them on the fields.
 */
export async function proposeInstitution(input: InstitutionProposalWriteInput): Promise<InstitutionProposal> {
  const { data } = await apiClient.post<InstitutionProposal>("/InstitutionProposal", input, {
    quietStatuses: [400, 409],
  });
  return data;
}

/** The proposal, sent as onboarding finishes; the member's pending proposal is refreshed. */
export function useProposeInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeInstitution,
    onSuccess: (proposal) => queryClient.setQueryData(myInstitutionProposalKey, { proposal }),
  });
}
