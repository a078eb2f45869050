import { randomUUID } from "node:crypto";
import { chatRoomMembers, chatRooms, users } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildTestApp } from "../../test/factories";
import { directKeyOf } from "./open-direct-room";
import { messagesClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = messagesClient(app);

describe("POST /Messages/DirectMessages", () => {
  it("opens a room with the other member (201), then returns the same one (200) to either", async () => {
    const ada = await buildMember(db, { firstName: "Ada", lastName: "Lovelace" });
    const alan = await buildMember(db, { firstName: "Alan", lastName: "Turing", title: "Professor" });
    const first = await client.attempt.openDirect(ada, alan.user.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: "direct",
      name: "Alan Turing",
      otherMember: { userId: alan.user.id, firstName: "Alan", lastName: "Turing", title: "Professor" },
      ownerId: null,
      lastMessage: null,
      unreadCount: 0,
      abilities: { send: true, manage: false },
    });
    expect(first.json().otherMember.pictureUrl).toContain(`/User/${alan.user.id}/ProfilePicture?size=64`);
    expect(
      first
        .json()
        .members.map((m: { userId: string }) => m.userId)
        .sort(),
    ).toEqual([ada.user.id, alan.user.id].sort());
    const again = await client.attempt.openDirect(ada, alan.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().chatRoomUuid).toBe(first.json().chatRoomUuid);
    const fromAlan = await client.openDirect(alan, ada);
    expect(fromAlan).toMatchObject({ chatRoomUuid: first.json().chatRoomUuid, name: "Ada Lovelace" });
  });

  it("gives concurrent opens of one pair a single room", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => client.attempt.openDirect(i % 2 ? a : b, (i % 2 ? b : a).user.id)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().chatRoomUuid)).size).toBe(1);
    const rooms = await db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.directKey, directKeyOf(a.user.id, b.user.id)));
    expect(rooms).toHaveLength(1);
    const members = await db.select().from(chatRoomMembers).where(eq(chatRoomMembers.roomId, rooms[0]!.id));
    expect(members).toHaveLength(2);
  });

  it("refuses the caller themself and unknown members, naming userId", async () => {
    const me = await buildMember(db);
    for (const [userId, why] of [
      [me.user.id, "must be another member, not yourself"],
      [randomUUID(), "is not a member"],
      ["not-a-uuid", "must be a member id (UUID)"],
    ] as const) {
      const response = await client.attempt.openDirect(me, userId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_error" });
      expect(response.json().details).toContainEqual({ field: "userId", message: why });
    }
  });
});

describe("GET /Messages/DirectMessages", () => {
  it("lists the caller's direct rooms, latest activity first, with last message and unread count", async () => {
    const me = await buildMember(db);
    const quiet = await buildMember(db);
    const chatty = await buildMember(db, { firstName: "Chatty" });
    const stranger = await buildMember(db);
    const quietRoom = await client.openDirect(me, quiet);
    const chattyRoom = await client.openDirect(chatty, me);
    await client.openDirect(stranger, quiet);
    await client.createGroup(me, [quiet]);
    await client.send(chatty, chattyRoom.chatRoomUuid, "First");
    await client.send(chatty, chattyRoom.chatRoomUuid, "Second");
    await client.send(me, chattyRoom.chatRoomUuid, "Mine");
    await client.send(chatty, chattyRoom.chatRoomUuid, "Third");

    const response = await app.inject({
      method: "GET",
      url: "/Messages/DirectMessages",
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const rooms = response.json();
    expect(rooms.map((r: { chatRoomUuid: string }) => r.chatRoomUuid)).toEqual([
      chattyRoom.chatRoomUuid,
      quietRoom.chatRoomUuid,
    ]);
    // "Mine" marked the room read up to then: only "Third" is unread.
    expect(rooms[0]).toMatchObject({
      otherMember: { userId: chatty.user.id, firstName: "Chatty" },
      lastMessage: {
        body: "Third",
        sender: { userId: chatty.user.id },
        chatRoomUuid: chattyRoom.chatRoomUuid,
      },
      unreadCount: 1,
    });
    expect(rooms[1]).toMatchObject({ lastMessage: null, unreadCount: 0 });
    // A newer message in the quiet room moves it to the top.
    await client.send(quiet, quietRoom.chatRoomUuid, "Hello");
    const later = await app.inject({ method: "GET", url: "/Messages/DirectMessages", headers: me.headers });
    expect(later.json()[0].chatRoomUuid).toBe(quietRoom.chatRoomUuid);
  });
});

describe("GET /Messages/ChatRooms/{chatRoomUuid}", () => {
  it("answers a member with the room and anyone else with 404", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const outsider = await buildMember(db);
    const room = await client.openDirect(a, b);
    expect((await client.room(b, room.chatRoomUuid)).otherMember?.userId).toBe(a.user.id);
    for (const url of [`/Messages/ChatRooms/${room.chatRoomUuid}`, `/Messages/ChatRooms/${randomUUID()}`]) {
      const response = await app.inject({ method: "GET", url, headers: outsider.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found", message: "Chat room not found." });
    }
    const malformed = await app.inject({
      method: "GET",
      url: "/Messages/ChatRooms/nope",
      headers: outsider.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("a conversation whose other member's account is gone", () => {
  it("stays readable, shows no sender for their messages and cannot be sent to", async () => {
    const me = await buildMember(db);
    const leaving = await buildMember(db);
    const room = await client.openDirect(me, leaving);
    await client.send(leaving, room.chatRoomUuid, "Goodbye");
    await db.delete(users).where(eq(users.id, leaving.user.id));
    const shown = await client.room(me, room.chatRoomUuid);
    expect(shown).toMatchObject({
      name: "Former member",
      otherMember: null,
      lastMessage: { body: "Goodbye", sender: null },
      abilities: { send: false, manage: false },
    });
    const response = await client.attempt.send(me, room.chatRoomUuid, { body: "Hello?" });
    expect(response.statusCode).toBe(403);
    const page = await client.attempt.listMessages(me, room.chatRoomUuid);
    expect(page.json().items).toMatchObject([{ body: "Goodbye", sender: null }]);
  });
});
