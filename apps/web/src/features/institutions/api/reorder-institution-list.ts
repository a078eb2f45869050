import type { InstitutionDetail } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";
import { type InstitutionListKind, listItemId, listPath } from "./institution-list-kinds";

/** Sets the order of one list (`PUT /Institution/{id}/{List}/Reorder` with the complete new order). */
export async function reorderInstitutionList(id: string, kind: InstitutionListKind, ids: string[]) {
  await apiClient.put(listPath(id, kind, "Reorder"), { ids });
}

type ReorderContext = { previous: InstitutionDetail | undefined };

/**
 * Reorders a list optimistically: the editor shows the new order at once and goes back to the
 * server's order when the call fails (the failure itself is a toast from the API client).
 */
export function useReorderInstitutionList(id: string, kind: InstitutionListKind) {
  const queryClient = useQueryClient();
  const key = institutionKeys.detail(id);
  return useMutation<void, Error, InstitutionDetail[typeof kind], ReorderContext>({
    mutationFn: (items) => reorderInstitutionList(id, kind, items.map(listItemId)),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InstitutionDetail>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, [kind]: items });
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
