import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";
import { type InstitutionListKind, listPath } from "./institution-list-kinds";

/**
 * Adds a card or member to the end of a list: `POST /Institution/{id}/FeaturedCards/{cardId}`,
 * `…/KeenLeaders/{userId}`, `…/RisingStars/{userId}`, or `POST …/Fellows` with `{ userId }`.
 */
export async function addToInstitutionList(id: string, kind: InstitutionListKind, itemId: string) {
  if (kind === "fellows") await apiClient.post(listPath(id, kind), { userId: itemId });
  else await apiClient.post(listPath(id, kind, itemId));
}

/** Removes a card or member from a list (`DELETE /Institution/{id}/{List}/{itemId}`). */
export async function removeFromInstitutionList(id: string, kind: InstitutionListKind, itemId: string) {
  await apiClient.delete(listPath(id, kind, itemId));
}

/** Adds several members as fellows at once (`POST /Institution/{id}/Fellows/Batch`, all or nothing). */
export async function addFellows(id: string, userIds: string[]) {
  await apiClient.post(listPath(id, "fellows", "Batch"), { userIds });
}

/** Add, add-many (fellows) and remove for one list; the institution is reloaded after each. */
export function useChangeInstitutionList(id: string, kind: InstitutionListKind) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: institutionKeys.detail(id) });
  const add = useMutation({
    mutationFn: async (itemIds: string[]) => {
      if (kind === "fellows" && itemIds.length > 1) return addFellows(id, itemIds);
      // One at a time, so the entries keep the order they were picked in.
      for (const itemId of itemIds) await addToInstitutionList(id, kind, itemId);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (itemId: string) => removeFromInstitutionList(id, kind, itemId),
    onSettled: refresh,
  });
  return { add, remove };
}
