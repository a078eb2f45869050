import type { ChatRoom } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys } from "./message-keys";

/**
 * Opens the one-to-one conversation with a member, or returns the existing one
 * (`POST /Messages/DirectMessages`). 403 with a message when either blocked the other, 429 when a
 * new member already started their first day's conversations; the caller shows either.
 */
export async function openDirectRoom(userId: string): Promise<ChatRoom> {
  const { data } = await apiClient.post<ChatRoom>(
    "/Messages/DirectMessages",
    { userId },
    { quietStatuses: [403, 429] },
  );
  return data;
}

/** The profile's "Message" button: the room is cached so the thread shows at once. */
export function useOpenDirectRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDirectRoom,
    onSuccess: (room) => {
      queryClient.setQueryData(messageKeys.room(room.chatRoomUuid), room);
      return queryClient.invalidateQueries({ queryKey: messageKeys.roomList("direct") });
    },
  });
}
