import type { ChatMember } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys } from "./message-keys";

/** Members the caller blocked (`GET /Messages/Blocks`). */
export async function getBlockedMembers(signal?: AbortSignal): Promise<ChatMember[]> {
  const { data } = await apiClient.get<ChatMember[]>("/Messages/Blocks", { signal });
  return data;
}

/** Query options for the caller's blocks. */
export function blockedMembersQueryOptions() {
  return queryOptions({ queryKey: messageKeys.blocks(), queryFn: ({ signal }) => getBlockedMembers(signal) });
}

/** Whether the caller blocked someone, for the thread's Block / Unblock action. */
export function useBlockedMembers(enabled = true) {
  return useQuery({ ...blockedMembersQueryOptions(), enabled });
}
