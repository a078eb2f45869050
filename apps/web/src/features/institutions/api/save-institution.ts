import type { InstitutionDetail, InstitutionWriteInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";

/**
 * Creates an institution (`POST /Institution`) or saves its fields (`PUT /Institution/{id}`).
 * Validation and conflict refusals (400 / 409) are left to the form, which shows them on the fields.
 */
export async function saveInstitution(id: string | undefined, input: InstitutionWriteInput) {
  const config = { quietStatuses: [400, 409] };
  const { data } = id
    ? await apiClient.put<InstitutionDetail>(`/Institution/${encodeURIComponent(id)}`, input, config)
    : await apiClient.post<InstitutionDetail>("/Institution", input, config);
  return data;
}

/** Saves the institution form; the lists and the institution's page are refreshed. */
export function useSaveInstitution(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstitutionWriteInput) => saveInstitution(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(institutionKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: institutionKeys.all });
    },
  });
}
