import type { ModerationActionInput, ModerationActionResult } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { moderationKeys } from "./get-moderation-queue";

/** `POST /Admin/Reports/{id}/Action`: dismiss, hide, remove, warn or suspend (errors shown by the page). */
export async function moderateItem(
  id: string,
  input: ModerationActionInput,
): Promise<ModerationActionResult> {
  const url = `/Admin/Reports/${encodeURIComponent(id)}/Action`;
  return (await apiClient.post<ModerationActionResult>(url, input, { quietStatuses: [400, 404, 409] })).data;
}

/** Acts on an item; afterwards the queue, the members list and the audit log are read again. */
export function useModerateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ModerationActionInput }) => moderateItem(id, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "members"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "audit-log"] }),
      ]),
  });
}
