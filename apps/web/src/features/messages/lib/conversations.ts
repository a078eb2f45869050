import type { ChatMember, ChatMessage, ChatRoom } from "@keen/contracts";

/** When a conversation last had activity: its last message, else when it was opened. */
export function lastActivity(room: ChatRoom): string {
  return room.lastMessage?.createdAt ?? room.createdAt;
}

/** Conversations, the latest activity first (ties: the newer room first). */
export function sortByActivity(rooms: readonly ChatRoom[]): ChatRoom[] {
  return [...rooms].sort(
    (a, b) => lastActivity(b).localeCompare(lastActivity(a)) || b.createdAt.localeCompare(a.createdAt),
  );
}

/** A member's full name ("Member" when the record has none). */
export function memberName(member: Pick<ChatMember, "firstName" | "lastName"> | null | undefined): string {
  return [member?.firstName, member?.lastName].filter(Boolean).join(" ").trim() || "Member";
}

/** The conversation's title: the other member in a direct room, the group's name otherwise. */
export function roomTitle(room: ChatRoom): string {
  if (room.kind === "direct" && room.otherMember) return memberName(room.otherMember);
  return room.name || "Conversation";
}

/** The line under a conversation's title: who said what last, on one line. */
export function lastMessageExcerpt(room: ChatRoom, myUserId: string | undefined): string {
  const message: ChatMessage | null = room.lastMessage;
  if (!message) return room.kind === "group" ? `${room.members.length} members` : "No messages yet";
  const text = message.body.replace(/\s+/g, " ").trim();
  if (message.sender?.userId === myUserId) return `You: ${text}`;
  if (room.kind === "group") return `${message.sender?.firstName ?? "Someone"}: ${text}`;
  return text;
}
