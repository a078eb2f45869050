import type { ChatMember, ChatMessage, ChatMessageList, ChatRoom } from "@keen/contracts";

let sequence = 0;
const uuid = (prefix: string) => {
  sequence += 1;
  return `${prefix}0000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
};

/** The signed-in member of the messages tests. */
export const me: ChatMember = {
  userId: "10000000-0000-4000-8000-000000000001",
  firstName: "Ada",
  lastName: "Okafor",
  title: "Professor of Mechanical Engineering",
  pictureUrl: "/User/10000000-0000-4000-8000-000000000001/ProfilePicture?size=64",
};

/** Another member. */
export function buildMember(firstName: string, lastName: string): ChatMember {
  const userId = uuid("2");
  return {
    userId,
    firstName,
    lastName,
    title: "Lecturer",
    pictureUrl: `/User/${userId}/ProfilePicture?size=64`,
  };
}

/** A message in a room, `minutesAgo` old. */
export function buildMessage(
  room: ChatRoom,
  sender: ChatMember | null,
  body: string,
  minutesAgo = 1,
): ChatMessage {
  return {
    id: uuid("3"),
    chatRoomUuid: room.chatRoomUuid,
    sender,
    body,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  };
}

/** A one-to-one conversation with `other`. */
export function buildDirectRoom(other: ChatMember, overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    chatRoomUuid: uuid("4"),
    kind: "direct",
    name: `${other.firstName} ${other.lastName}`,
    otherMember: other,
    members: [me, other],
    ownerId: null,
    lastMessage: null,
    unreadCount: 0,
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    abilities: { send: true, manage: false },
    ...overrides,
  };
}

/** A group room owned by the signed-in member unless said otherwise. */
export function buildGroupRoom(
  name: string,
  members: ChatMember[],
  overrides: Partial<ChatRoom> = {},
): ChatRoom {
  return {
    chatRoomUuid: uuid("5"),
    kind: "group",
    name,
    otherMember: null,
    members: [me, ...members],
    ownerId: me.userId,
    lastMessage: null,
    unreadCount: 0,
    createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    abilities: { send: true, manage: true },
    ...overrides,
  };
}

/** A page of a thread as the API answers it: newest first. */
export function threadPage(
  messagesOldestFirst: ChatMessage[],
  nextBefore: string | null = null,
): ChatMessageList {
  return { items: [...messagesOldestFirst].reverse(), nextBefore };
}
