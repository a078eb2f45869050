import type { ChatMessageList } from "@keen/contracts";
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { markRoomReadInCache } from "../lib/message-cache";
import { messageKeys } from "./message-keys";

/** Messages per page of a thread. */
export const THREAD_PAGE_SIZE = 30;

/**
 * One page of a room's messages, newest first (`GET /Messages/ChatRooms/{id}/Messages?before&limit`).
 * Reading the first page marks the room read for the caller.
 */
export async function getRoomMessages(
  chatRoomUuid: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<ChatMessageList> {
  const { data } = await apiClient.get<ChatMessageList>(
    `/Messages/ChatRooms/${encodeURIComponent(chatRoomUuid)}/Messages`,
    { params: { before, limit: THREAD_PAGE_SIZE }, signal, quietStatuses: [400, 403, 404] },
  );
  return data;
}

/** Query options for a thread, older pages by the `nextBefore` cursor. */
export function roomMessagesQueryOptions(chatRoomUuid: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(chatRoomUuid),
    queryFn: ({ pageParam, signal }) => getRoomMessages(chatRoomUuid, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // New messages arrive by the live stream; a reconnection refetches.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The open thread; when its newest page arrives the room counts as read here too. */
export function useRoomMessages(chatRoomUuid: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    ...roomMessagesQueryOptions(chatRoomUuid),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getRoomMessages(chatRoomUuid, pageParam, signal);
      if (pageParam === undefined) markRoomReadInCache(queryClient, chatRoomUuid);
      return page;
    },
  });
}
