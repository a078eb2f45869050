import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { jobKeys } from "./get-admin-jobs";

/** What an admin does to a failed job: queue it again, or delete it. */
export type JobAction = "retry" | "delete";

/** Retries (`POST /Admin/Jobs/{id}/Retry`) or deletes (`DELETE /Admin/Jobs/{id}`) a failed job. */
export async function actOnJob({ id, action }: { id: string; action: JobAction }): Promise<void> {
  const path = `/Admin/Jobs/${encodeURIComponent(id)}`;
  if (action === "retry") await apiClient.post(`${path}/Retry`, undefined, { quietStatuses: [404, 409] });
  else await apiClient.delete(path, { quietStatuses: [404, 409] });
}

/** Retry or delete; afterwards the counts and the failed list are read again (also after a 409). */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
