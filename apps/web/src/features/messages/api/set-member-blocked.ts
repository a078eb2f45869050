import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys } from "./message-keys";

export type SetMemberBlockedInput = { userId: string; isBlocked: boolean };

/**
 * Blocks a member (`PUT /Messages/Blocks/{userId}`) or lifts the block (`DELETE`). Blocked members
 * cannot open a conversation with the caller or message them.
 */
export async function setMemberBlocked({ userId, isBlocked }: SetMemberBlockedInput): Promise<void> {
  const path = `/Messages/Blocks/${encodeURIComponent(userId)}`;
  if (isBlocked) await apiClient.put(path);
  else await apiClient.delete(path);
}

/** The thread menu's Block / Unblock; rooms are refetched because what may be sent changed. */
export function useSetMemberBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberBlocked,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.blocks() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.rooms() }),
      ]),
  });
}
