import type { ChatRoom, MessageUnreadCount } from "@keen/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { messageKeys, type ThreadPages } from "../api/message-keys";
import { buildDirectRoom, buildMember, buildMessage, me, threadPage } from "../testing/message-fixtures";
import { applyMessageLiveEvent } from "./message-cache";

function setup() {
  const queryClient = new QueryClient();
  const grace = buildMember("Grace", "Hopper");
  const room = buildDirectRoom(grace);
  const hello = buildMessage(room, grace, "Hello", 10);
  const listed = { ...room, lastMessage: hello };
  queryClient.setQueryData(messageKeys.roomList("direct"), [listed]);
  queryClient.setQueryData(messageKeys.roomList("group"), []);
  queryClient.setQueryData<MessageUnreadCount>(messageKeys.unread(), { unread: 0, rooms: 0 });
  queryClient.setQueryData<ThreadPages>(messageKeys.thread(room.chatRoomUuid), {
    pages: [threadPage([hello])],
    pageParams: [undefined],
  });
  const roomOf = () => queryClient.getQueryData<ChatRoom[]>(messageKeys.roomList("direct"))?.[0];
  const threadOf = () =>
    queryClient
      .getQueryData<ThreadPages>(messageKeys.thread(room.chatRoomUuid))
      ?.pages.flatMap((p) => p.items)
      .map((m) => m.body);
  const unreadOf = () => queryClient.getQueryData<MessageUnreadCount>(messageKeys.unread());
  return { queryClient, grace, room, roomOf, threadOf, unreadOf };
}

describe("applyMessageLiveEvent", () => {
  it("adds another member's message to the thread, the list and the unread counts, once", () => {
    const { queryClient, grace, room, roomOf, threadOf, unreadOf } = setup();
    const message = buildMessage(room, grace, "Are you free on Friday?", 0);
    const event = { action: "created" as const, chatRoomUuid: room.chatRoomUuid, message };
    applyMessageLiveEvent(queryClient, event, me.userId);
    applyMessageLiveEvent(queryClient, event, me.userId);

    expect(threadOf()).toEqual(["Are you free on Friday?", "Hello"]);
    expect(roomOf()?.lastMessage?.id).toBe(message.id);
    expect(roomOf()?.unreadCount).toBe(1);
    expect(unreadOf()).toEqual({ unread: 1, rooms: 1 });
  });

  it("shows the member's own message from another tab without counting it unread", () => {
    const { queryClient, room, roomOf, threadOf, unreadOf } = setup();
    const message = buildMessage(room, me, "Yes, after the lab", 0);
    applyMessageLiveEvent(
      queryClient,
      { action: "created", chatRoomUuid: room.chatRoomUuid, message },
      me.userId,
    );
    expect(threadOf()?.[0]).toBe("Yes, after the lab");
    expect(roomOf()?.unreadCount).toBe(0);
    expect(unreadOf()).toEqual({ unread: 0, rooms: 0 });
  });

  it("refetches the lists and the count for a conversation this tab does not know yet", () => {
    const { queryClient } = setup();
    const stranger = buildDirectRoom(buildMember("Alan", "Turing"));
    const message = buildMessage(stranger, stranger.otherMember, "Hi there", 0);
    applyMessageLiveEvent(
      queryClient,
      { action: "created", chatRoomUuid: stranger.chatRoomUuid, message },
      me.userId,
    );
    expect(queryClient.getQueryState(messageKeys.roomList("direct"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(messageKeys.unread())?.isInvalidated).toBe(true);
  });

  it("clears the badge of a room read in another tab, and refetches a changed room", () => {
    const { queryClient, grace, room, roomOf } = setup();
    const message = buildMessage(room, grace, "Ping", 0);
    applyMessageLiveEvent(
      queryClient,
      { action: "created", chatRoomUuid: room.chatRoomUuid, message },
      me.userId,
    );
    applyMessageLiveEvent(queryClient, { action: "read", chatRoomUuid: room.chatRoomUuid }, me.userId);
    expect(roomOf()?.unreadCount).toBe(0);
    expect(queryClient.getQueryState(messageKeys.unread())?.isInvalidated).toBe(true);

    applyMessageLiveEvent(
      queryClient,
      { action: "room_changed", chatRoomUuid: room.chatRoomUuid },
      me.userId,
    );
    expect(queryClient.getQueryState(messageKeys.roomList("group"))?.isInvalidated).toBe(true);
  });
});
