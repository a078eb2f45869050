import type { ChatRoom, ChatRoomUpdateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { patchRoom } from "../lib/message-cache";

/** Renames a group room or changes its members (`PATCH /Messages/ChatRooms/{id}`, the owner only). */
export async function updateGroupRoom(chatRoomUuid: string, input: ChatRoomUpdateInput): Promise<ChatRoom> {
  const { data } = await apiClient.patch<ChatRoom>(
    `/Messages/ChatRooms/${encodeURIComponent(chatRoomUuid)}`,
    input,
    {
      quietStatuses: [400],
    },
  );
  return data;
}

/** The group settings' saves; the answer replaces the room everywhere it is cached. */
export function useUpdateGroupRoom(chatRoomUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatRoomUpdateInput) => updateGroupRoom(chatRoomUuid, input),
    onSuccess: (room) => {
      patchRoom(queryClient, chatRoomUuid, () => room);
    },
  });
}
