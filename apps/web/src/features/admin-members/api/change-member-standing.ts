import type { AdminMember, AdminMemberSuspendInput, UserRole } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./get-admin-members";

/** What an admin changes about a member: their role, a suspension, its end, or first-day limits. */
export type StandingChange =
  | { kind: "role"; role: UserRole }
  | ({ kind: "suspend" } & AdminMemberSuspendInput)
  | { kind: "reactivate" }
  | { kind: "liftLimits" };

/**
 * `PUT /Admin/Members/{id}/Role`, `POST …/Suspend`, `POST …/Reactivate` or
 * `POST …/LiftNewMemberLimits`; answers the member as
 * they are now. 403 and 409 (oneself, the last admin, already changed) come back as errors the
 * page shows, not as global toasts.
 */
export async function changeMemberStanding(id: string, change: StandingChange): Promise<AdminMember> {
  const path = `/Admin/Members/${encodeURIComponent(id)}`;
  const quiet = { quietStatuses: [400, 403, 404, 409] };
  if (change.kind === "role") {
    return (await apiClient.put<AdminMember>(`${path}/Role`, { role: change.role }, quiet)).data;
  }
  if (change.kind === "suspend") {
    const body = { reason: change.reason, until: change.until ?? null };
    return (await apiClient.post<AdminMember>(`${path}/Suspend`, body, quiet)).data;
  }
  const action = change.kind === "reactivate" ? "Reactivate" : "LiftNewMemberLimits";
  return (await apiClient.post<AdminMember>(`${path}/${action}`, {}, quiet)).data;
}

/** Changes a member's standing; afterwards the members list and the audit log are read again. */
export function useChangeMemberStanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StandingChange }) => changeMemberStanding(id, change),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "audit-log"] }),
      ]);
    },
  });
}
