import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { markRoomReadInCache } from "../lib/message-cache";

/** Marks a room read up to its newest message (`POST /Messages/ChatRooms/{id}/Read`). */
export async function markRoomRead(chatRoomUuid: string): Promise<void> {
  await apiClient.post(`/Messages/ChatRooms/${encodeURIComponent(chatRoomUuid)}/Read`, undefined, {
    quietStatuses: [403, 404],
  });
}

/** Run while a thread is open and the tab visible, when new messages arrive. */
export function useMarkRoomRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRoomRead,
    onSuccess: (_data, chatRoomUuid) => markRoomReadInCache(queryClient, chatRoomUuid),
  });
}
