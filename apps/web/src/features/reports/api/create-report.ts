import type { Report, ReportCreateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** `POST /Report`: a member reports something; 409 (already reported) comes back for the dialog to say. */
export async function createReport(input: ReportCreateInput): Promise<Report> {
  return (await apiClient.post<Report>("/Report", input, { quietStatuses: [400, 403, 404, 409] })).data;
}

/** Reports something; the moderation queue is read again for an admin who reported. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "reports"] }),
  });
}
