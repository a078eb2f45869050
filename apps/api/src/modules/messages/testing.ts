import type { ChatMessage, ChatRoom } from "@keen/contracts";
import { chatMessages, type Database } from "@keen/db";
import type { ZodApp } from "@keen/server-kit";
import { expect } from "vitest";
import type { Member } from "../../plugins/auth";
import type { TestMember } from "../../test/factories";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Calls to the messages API as one member: `request` and `attempt.*` answer the raw response;
 * the others expect success and answer the body.
 */
export function messagesClient(app: ZodApp) {
  const request = (member: TestMember, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: member.headers, payload });
  const call = async (member: TestMember, method: Method, url: string, payload?: object) => {
    const response = await request(member, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const attempt = {
    openDirect: (member: TestMember, userId: string) =>
      request(member, "POST", "/Messages/DirectMessages", { userId }),
    createGroup: (member: TestMember, payload: object) =>
      request(member, "POST", "/Messages/ChatRooms", payload),
    updateRoom: (member: TestMember, roomId: string, payload: object) =>
      request(member, "PATCH", `/Messages/ChatRooms/${roomId}`, payload),
    send: (member: TestMember, roomId: string, payload: object) =>
      request(member, "POST", `/Messages/ChatRooms/${roomId}/Messages`, payload),
    listMessages: (member: TestMember, roomId: string, query = "") =>
      request(member, "GET", `/Messages/ChatRooms/${roomId}/Messages${query}`),
  };
  return {
    request,
    attempt,
    openDirect: (member: TestMember, other: TestMember): Promise<ChatRoom> =>
      call(member, "POST", "/Messages/DirectMessages", { userId: other.user.id }),
    createGroup: (owner: TestMember, others: TestMember[], name = "Statics study group"): Promise<ChatRoom> =>
      call(owner, "POST", "/Messages/ChatRooms", { name, memberIds: others.map((m) => m.user.id) }),
    send: (member: TestMember, roomId: string, body: string): Promise<ChatMessage> =>
      call(member, "POST", `/Messages/ChatRooms/${roomId}/Messages`, { body }),
    room: (member: TestMember, roomId: string): Promise<ChatRoom> =>
      call(member, "GET", `/Messages/ChatRooms/${roomId}`),
    unread: (member: TestMember): Promise<{ unread: number; rooms: number }> =>
      call(member, "GET", "/Messages/Unread"),
    block: (member: TestMember, other: TestMember) =>
      call(member, "PUT", `/Messages/Blocks/${other.user.id}`),
    unblock: (member: TestMember, other: TestMember) =>
      call(member, "DELETE", `/Messages/Blocks/${other.user.id}`),
  };
}

/** Inserts messages directly, one second apart ending now (oldest first), for paging tests. */
export async function buildMessages(
  db: Database,
  roomId: string,
  sender: Member,
  bodies: string[],
): Promise<(typeof chatMessages.$inferSelect)[]> {
  const now = Date.now();
  return db
    .insert(chatMessages)
    .values(
      bodies.map((body, i) => ({
        roomId,
        senderId: sender.id,
        body,
        createdAt: new Date(now - (bodies.length - i) * 1000),
      })),
    )
    .returning();
}
