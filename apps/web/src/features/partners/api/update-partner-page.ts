import type { PartnerPage, PartnerPageUpdateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { institutionKeys } from "@/features/institutions";
import { apiClient } from "@/lib/api-client";
import { partnerKeys } from "./partner-keys";

/** Saves the introduction and the ordered partner list (`PUT /Partners`, admins). */
export async function updatePartnerPage(input: PartnerPageUpdateInput): Promise<PartnerPage> {
  const { data } = await apiClient.put<PartnerPage>("/Partners", input);
  return data;
}

/** Saves the partners page; institutions are refreshed too (their partner flag may change). */
export function useUpdatePartnerPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerPage,
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.page(), saved);
      return queryClient.invalidateQueries({ queryKey: institutionKeys.all });
    },
  });
}
