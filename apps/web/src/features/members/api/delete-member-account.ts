import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export type DeleteMemberAccountInput = { userId: string; confirmEmail: string };

/**
 * Deletes a member's account for good (`POST /User/{id}/delete`, confirmed with the account's email):
 * personal data, drafts and the identity at the provider; published cards stay readable.
 */
export async function deleteMemberAccount({ userId, confirmEmail }: DeleteMemberAccountInput): Promise<void> {
  await apiClient.post(`/User/${encodeURIComponent(userId)}/delete`, { confirmEmail });
}

/**
 * The delete-account mutation. It deliberately invalidates nothing: the caller signs out locally
 * right after, and a refetch of `/User/me` would re-create the member from the still-valid token.
 */
export function useDeleteMemberAccount() {
  return useMutation({ mutationFn: deleteMemberAccount });
}
