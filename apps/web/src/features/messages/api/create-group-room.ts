import type { ChatRoom, ChatRoomCreateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys } from "./message-keys";

/**
 * Creates a group room with the caller as its owner (`POST /Messages/ChatRooms`). Refusals (bad
 * input; 429, a new member's first-day rooms) show in the dialog, not as toasts.
 */
export async function createGroupRoom(input: ChatRoomCreateInput): Promise<ChatRoom> {
  const { data } = await apiClient.post<ChatRoom>("/Messages/ChatRooms", input, {
    quietStatuses: [400, 429],
  });
  return data;
}

/** The "New group" dialog's submit. */
export function useCreateGroupRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupRoom,
    onSuccess: (room) => {
      queryClient.setQueryData(messageKeys.room(room.chatRoomUuid), room);
      queryClient.setQueryData<ChatRoom[]>(
        messageKeys.roomList("group"),
        (rooms) => rooms && [room, ...rooms],
      );
    },
  });
}
