import type { ChatMessageList } from "@keen/contracts";
import type { InfiniteData } from "@tanstack/react-query";

/** The two lists of conversations the API keeps apart. */
export type RoomKind = "direct" | "group";

/** Cache keys of the messages feature, all under `['messages']`. */
export const messageKeys = {
  all: ["messages"] as const,
  unread: () => [...messageKeys.all, "unread"] as const,
  rooms: () => [...messageKeys.all, "rooms"] as const,
  roomList: (kind: RoomKind) => [...messageKeys.rooms(), "list", kind] as const,
  room: (chatRoomUuid: string) => [...messageKeys.rooms(), "detail", chatRoomUuid] as const,
  thread: (chatRoomUuid: string) => [...messageKeys.all, "thread", chatRoomUuid] as const,
  blocks: () => [...messageKeys.all, "blocks"] as const,
};

/** A thread as the cache holds it under `messageKeys.thread`: newest page first, each newest message first. */
export type ThreadPages = InfiniteData<ChatMessageList, string | undefined>;
