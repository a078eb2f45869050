import type { ChatRoom } from "@keen/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys } from "./message-keys";

/** One conversation of the caller (`GET /Messages/ChatRooms/{chatRoomUuid}`); 404 for anyone else. */
export async function getRoom(chatRoomUuid: string, signal?: AbortSignal): Promise<ChatRoom> {
  const { data } = await apiClient.get<ChatRoom>(`/Messages/ChatRooms/${encodeURIComponent(chatRoomUuid)}`, {
    signal,
    quietStatuses: [400, 403, 404],
  });
  return data;
}

/** Query options for one conversation. */
export function roomQueryOptions(chatRoomUuid: string) {
  return queryOptions({
    queryKey: messageKeys.room(chatRoomUuid),
    queryFn: ({ signal }) => getRoom(chatRoomUuid, signal),
  });
}

/** The open conversation; shown at once from the lists when they hold it, then kept fresh. */
export function useRoom(chatRoomUuid: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...roomQueryOptions(chatRoomUuid),
    initialData: () =>
      (["direct", "group"] as const)
        .flatMap((kind) => queryClient.getQueryData<ChatRoom[]>(messageKeys.roomList(kind)) ?? [])
        .find((room) => room.chatRoomUuid === chatRoomUuid),
    // Counted as stale: members and abilities are confirmed by one request when the room opens.
    initialDataUpdatedAt: 0,
  });
}
