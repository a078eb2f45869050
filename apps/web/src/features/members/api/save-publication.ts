import type { Publication, PublicationInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./member-keys";

export type SavePublicationInput = { userId: string; publicationId?: string; values: PublicationInput };

/**
 * Adds a publication (`POST /Publication/ByUser/{userId}/create`) or changes one (`PUT …/{id}`). Validation
 * failures (400) are left to the form, which shows them on the fields.
 */
export async function savePublication({
  userId,
  publicationId,
  values,
}: SavePublicationInput): Promise<Publication> {
  const base = `/Publication/ByUser/${encodeURIComponent(userId)}`;
  const { data } = publicationId
    ? await apiClient.put<Publication>(`${base}/${encodeURIComponent(publicationId)}`, values, {
        quietStatuses: [400],
      })
    : await apiClient.post<Publication>(`${base}/create`, values, { quietStatuses: [400] });
  return data;
}

/** The publication form's submit; refreshes the member's publication list. */
export function useSavePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePublication,
    onSuccess: (_degree, { userId }) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.entries(userId, "Publication") }),
  });
}
