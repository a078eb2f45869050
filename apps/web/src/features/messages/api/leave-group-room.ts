import type { ChatRoom } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys } from "./message-keys";

/** Leaves a group room (`DELETE /Messages/ChatRooms/{id}/Members/me`). */
export async function leaveGroupRoom(chatRoomUuid: string): Promise<void> {
  await apiClient.delete(`/Messages/ChatRooms/${encodeURIComponent(chatRoomUuid)}/Members/me`);
}

/** "Leave group": the room leaves the list and its thread is forgotten. */
export function useLeaveGroupRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroupRoom,
    onSuccess: (_data, chatRoomUuid) => {
      queryClient.setQueryData<ChatRoom[]>(messageKeys.roomList("group"), (rooms) =>
        rooms?.filter((room) => room.chatRoomUuid !== chatRoomUuid),
      );
      queryClient.removeQueries({ queryKey: messageKeys.room(chatRoomUuid) });
      queryClient.removeQueries({ queryKey: messageKeys.thread(chatRoomUuid) });
      return queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    },
  });
}
