import type { Rubric, RubricCriterion, RubricCriterionUpdateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { reviewKeys } from "./review-keys";

type UpdateRubricCriterionInput = { key: string; changes: RubricCriterionUpdateInput };

/** Saves a criterion's texts (`PUT /Card/Rubrics/{key}`, admins). */
export async function updateRubricCriterion({
  key,
  changes,
}: UpdateRubricCriterionInput): Promise<RubricCriterion> {
  const { data } = await apiClient.put<RubricCriterion>(`/Card/Rubrics/${encodeURIComponent(key)}`, changes, {
    quietStatuses: [400],
  });
  return data;
}

/** The admin rubric editor's Save: the saved criterion replaces its old texts in the cached rubric. */
export function useUpdateRubricCriterion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRubricCriterion,
    onSuccess: (saved) => {
      queryClient.setQueryData<Rubric>(reviewKeys.rubric(), (rubric) =>
        rubric?.map((criterion) => (criterion.key === saved.key ? saved : criterion)),
      );
    },
  });
}
