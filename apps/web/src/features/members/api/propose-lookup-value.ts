import type { LookupItem, LookupProposalInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { lookupKeys } from "./lookup-keys";

/** Lookup lists members may add to. */
export type ProposableKind = "Discipline" | "Interest";

/** The value the server kept, and whether it already existed (then it is the existing row). */
export type ProposalResult = { item: LookupItem; isExisting: boolean };

/**
 * Proposes a new discipline or interest (`POST /Discipline/create`, `/Interest/create`). A value
 * that already exists, ignoring case and accents, answers 200 with that row instead of a twin.
 */
export async function proposeLookupValue(
  kind: ProposableKind,
  input: LookupProposalInput,
): Promise<ProposalResult> {
  const response = await apiClient.post<LookupItem>(`/${kind}/create`, input, { quietStatuses: [400] });
  return { item: response.data, isExisting: response.status === 200 };
}

/** The "add a new one" action of the discipline and interest pickers; refreshes that lookup list. */
export function useProposeLookupValue(kind: ProposableKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LookupProposalInput) => proposeLookupValue(kind, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: lookupKeys.list(kind === "Discipline" ? "Disciplines" : "Interests"),
      }),
  });
}
