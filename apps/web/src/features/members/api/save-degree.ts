import type { Degree, DegreeInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./member-keys";

export type SaveDegreeInput = { userId: string; degreeId?: string; values: DegreeInput };

/**
 * Adds a degree (`POST /Degree/ByUser/{userId}/create`) or changes one (`PUT …/{id}`). Validation
 * failures (400) are left to the form, which shows them on the fields.
 */
export async function saveDegree({ userId, degreeId, values }: SaveDegreeInput): Promise<Degree> {
  const base = `/Degree/ByUser/${encodeURIComponent(userId)}`;
  const { data } = degreeId
    ? await apiClient.put<Degree>(`${base}/${encodeURIComponent(degreeId)}`, values, { quietStatuses: [400] })
    : await apiClient.post<Degree>(`${base}/create`, values, { quietStatuses: [400] });
  return data;
}

/** The degree form's submit; refreshes the member's degree list. */
export function useSaveDegree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDegree,
    onSuccess: (_degree, { userId }) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.entries(userId, "Degree") }),
  });
}
