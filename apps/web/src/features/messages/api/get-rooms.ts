import type { ChatRoom } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { messageKeys, type RoomKind } from "./message-keys";

const paths: Record<RoomKind, string> = { direct: "/Messages/DirectMessages", group: "/Messages/ChatRooms" };

/** The caller's one-to-one conversations (`GET /Messages/DirectMessages`) or group rooms (`GET /Messages/ChatRooms`). */
export async function getRooms(kind: RoomKind, signal?: AbortSignal): Promise<ChatRoom[]> {
  const { data } = await apiClient.get<ChatRoom[]>(paths[kind], { signal });
  return data;
}

/** Query options for one list of conversations; live events keep it current. */
export function roomsQueryOptions(kind: RoomKind) {
  return queryOptions({
    queryKey: messageKeys.roomList(kind),
    queryFn: ({ signal }) => getRooms(kind, signal),
  });
}

/** One list of conversations (see `useConversations` for both, sorted). */
export function useRooms(kind: RoomKind) {
  return useQuery(roomsQueryOptions(kind));
}
