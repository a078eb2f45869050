import type { ChatMessage, ChatRoom, MessageLiveEvent, MessageUnreadCount } from "@keen/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { messageKeys, type RoomKind, type ThreadPages } from "../api/message-keys";

const kinds: RoomKind[] = ["direct", "group"];

/**
 * Applies `change` to a room wherever the cache holds it (both lists and its own entry). Answers
 * the room as it was before, or undefined when no list holds it (a conversation new to this tab).
 */
export function patchRoom(
  queryClient: QueryClient,
  chatRoomUuid: string,
  change: (room: ChatRoom) => ChatRoom,
): ChatRoom | undefined {
  let before: ChatRoom | undefined;
  for (const kind of kinds) {
    queryClient.setQueryData<ChatRoom[]>(messageKeys.roomList(kind), (rooms) =>
      rooms?.map((room) => {
        if (room.chatRoomUuid !== chatRoomUuid) return room;
        before = room;
        return change(room);
      }),
    );
  }
  queryClient.setQueryData<ChatRoom>(messageKeys.room(chatRoomUuid), (room) => room && change(room));
  return before;
}

/** True when the cache already shows this message (the sender's own echo, or a second delivery). */
function isCached(queryClient: QueryClient, message: ChatMessage): boolean {
  const thread = queryClient.getQueryData<ThreadPages>(messageKeys.thread(message.chatRoomUuid));
  if (thread?.pages.some((page) => page.items.some((m) => m.id === message.id))) return true;
  return kinds.some((kind) =>
    queryClient
      .getQueryData<ChatRoom[]>(messageKeys.roomList(kind))
      ?.some((room) => room.lastMessage?.id === message.id),
  );
}

const isNewer = (a: ChatMessage, b: ChatMessage | null) => !b || a.createdAt >= b.createdAt;

/**
 * Puts a message into its thread (if loaded) and makes it the room's last message. Answers whether
 * a list held the room; when none did, the lists are refetched to bring the new conversation in.
 */
export function addMessageToCache(queryClient: QueryClient, message: ChatMessage): boolean {
  queryClient.setQueryData<ThreadPages>(messageKeys.thread(message.chatRoomUuid), (thread) => {
    const [newest, ...older] = thread?.pages ?? [];
    if (!thread || !newest || newest.items.some((m) => m.id === message.id)) return thread;
    const items = [message, ...newest.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { ...thread, pages: [{ ...newest, items }, ...older] };
  });
  const before = patchRoom(queryClient, message.chatRoomUuid, (room) =>
    isNewer(message, room.lastMessage) ? { ...room, lastMessage: message } : room,
  );
  if (!before) void queryClient.invalidateQueries({ queryKey: messageKeys.rooms() });
  return !!before;
}

/** The room counts as read here: no unread badge, and the header's count is asked again. */
export function markRoomReadInCache(queryClient: QueryClient, chatRoomUuid: string): void {
  const before = patchRoom(queryClient, chatRoomUuid, (room) => ({ ...room, unreadCount: 0 }));
  if (before?.unreadCount === 0) return;
  void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
}

/**
 * Brings the cache in line with a live event (`event: message`): a new message joins its thread,
 * moves its conversation to the top and, from someone else, raises the unread counts; a room read
 * elsewhere loses its badge; a changed room (renamed, members) is refetched.
 */
export function applyMessageLiveEvent(
  queryClient: QueryClient,
  event: MessageLiveEvent,
  myUserId: string,
): void {
  const { chatRoomUuid } = event;
  if (event.action === "read") {
    markRoomReadInCache(queryClient, chatRoomUuid);
    return;
  }
  if (event.action === "room_changed" || !event.message) {
    void queryClient.invalidateQueries({ queryKey: messageKeys.rooms() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.thread(chatRoomUuid) });
    if (event.action === "created") void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    return;
  }
  const { message } = event;
  const isFromOther = message.sender?.userId !== myUserId;
  const wasCached = isCached(queryClient, message);
  const isListed = addMessageToCache(queryClient, message);
  if (!isFromOther || wasCached) return;
  if (!isListed) {
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    return;
  }
  const before = patchRoom(queryClient, chatRoomUuid, (room) => ({
    ...room,
    unreadCount: room.unreadCount + 1,
  }));
  queryClient.setQueryData<MessageUnreadCount>(
    messageKeys.unread(),
    (count) =>
      count && { unread: count.unread + 1, rooms: count.rooms + (before?.unreadCount === 0 ? 1 : 0) },
  );
}

/** Refetches everything about messages (after the live stream was down and events were missed). */
export function refreshMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}
