import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";

/** Deletes an institution (`DELETE /Institution/{id}`, admins). */
export async function deleteInstitution(id: string): Promise<void> {
  await apiClient.delete(`/Institution/${encodeURIComponent(id)}`);
}

/** Deletes an institution and forgets everything cached about it. */
export function useDeleteInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstitution,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: institutionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: institutionKeys.lists() });
    },
  });
}
