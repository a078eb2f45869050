import type { InstitutionProposal } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";

/** What an admin decides about a proposed institution. */
export type ProposalDecision =
  | { action: "approve" }
  | { action: "merge"; institutionId: string }
  | { action: "reject"; reason: string };

/**
 * Approves, merges or rejects a proposed institution (`POST /InstitutionProposal/{id}/Approve|
 * Merge|Reject`). A 409 on approve (the name is listed meanwhile) is left to the caller.
 */
export async function decideInstitutionProposal(id: string, decision: ProposalDecision) {
  const base = `/InstitutionProposal/${encodeURIComponent(id)}`;
  if (decision.action === "approve") {
    const { data } = await apiClient.post<InstitutionProposal>(`${base}/Approve`, undefined, {
      quietStatuses: [409],
    });
    return data;
  }
  if (decision.action === "merge") {
    const { data } = await apiClient.post<InstitutionProposal>(`${base}/Merge`, {
      institutionId: decision.institutionId,
    });
    return data;
  }
  const { data } = await apiClient.post<InstitutionProposal>(`${base}/Reject`, {
    reason: decision.reason,
  });
  return data;
}

/** Decides a proposal; the pending list and the institution lists (approve adds one) refresh. */
export function useDecideInstitutionProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ProposalDecision }) =>
      decideInstitutionProposal(id, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionKeys.all }),
  });
}
