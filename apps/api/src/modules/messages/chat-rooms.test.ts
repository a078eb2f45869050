import { randomUUID } from "node:crypto";
import { CHAT_ROOM_MAX_MEMBERS } from "@keen/contracts";
import { chatRooms } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildTestApp, buildUser, type TestMember } from "../../test/factories";
import { messagesClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = messagesClient(app);
const { updateRoom: patch, createGroup } = client.attempt;

const memberIdsOf = (room: { members: { userId: string }[] }) => room.members.map((m) => m.userId).sort();
const ids = (...members: TestMember[]) => members.map((m) => m.user.id).sort();

describe("POST /Messages/ChatRooms", () => {
  it("creates a group room with the caller as owner and member", async () => {
    const owner = await buildMember(db);
    const b = await buildMember(db);
    const c = await buildMember(db);
    const response = await createGroup(owner, { name: "  Dynamics  ", memberIds: [b.user.id, c.user.id] });
    expect(response.statusCode).toBe(201);
    const room = response.json();
    expect(room).toMatchObject({
      kind: "group",
      name: "Dynamics",
      otherMember: null,
      ownerId: owner.user.id,
      unreadCount: 0,
      abilities: { send: true, manage: true },
    });
    expect(memberIdsOf(room)).toEqual(ids(owner, b, c));
    expect((await client.room(b, room.chatRoomUuid)).abilities).toEqual({ send: true, manage: false });
  });

  it("names memberIds for unknown members, duplicates, the caller and too many", async () => {
    const owner = await buildMember(db);
    const b = await buildMember(db);
    const cases: [unknown, string][] = [
      [[b.user.id, randomUUID()], "lists someone who is not a member"],
      [[b.user.id, b.user.id], "must not list a member twice"],
      [[owner.user.id], "must list other members, not yourself"],
      [[], "must list at least one member"],
      [
        Array.from({ length: CHAT_ROOM_MAX_MEMBERS }, () => randomUUID()),
        `must list at most ${CHAT_ROOM_MAX_MEMBERS - 1} members`,
      ],
    ];
    for (const [memberIds, why] of cases) {
      const response = await createGroup(owner, { name: "Room", memberIds });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ field: "memberIds", message: why });
    }
    const noName = await createGroup(owner, { name: "   ", memberIds: [b.user.id] });
    expect(noName.json().details).toContainEqual({ field: "name", message: "is required" });
  });

  it("refuses members who blocked the creator or whom the creator blocked", async () => {
    const owner = await buildMember(db);
    const blocker = await buildMember(db);
    const blocked = await buildMember(db);
    const fine = await buildMember(db);
    await client.block(blocker, owner);
    await client.block(owner, blocked);
    for (const other of [blocker, blocked]) {
      const response = await createGroup(owner, { name: "Room", memberIds: [fine.user.id, other.user.id] });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({ field: "memberIds" });
      expect(response.json().details[0].message).toMatch(/cannot message/);
    }
  });
});

describe("GET /Messages/ChatRooms", () => {
  it("lists the caller's group rooms only", async () => {
    const me = await buildMember(db);
    const b = await buildMember(db);
    const mine = await client.createGroup(b, [me], "Mine");
    await client.createGroup(b, [await buildMember(db)], "Not mine");
    await client.openDirect(me, b);
    const response = await app.inject({ method: "GET", url: "/Messages/ChatRooms", headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { chatRoomUuid: string }) => r.chatRoomUuid)).toEqual([mine.chatRoomUuid]);
  });
});

describe("PATCH /Messages/ChatRooms/{chatRoomUuid}", () => {
  it("lets the owner rename, add and remove members", async () => {
    const owner = await buildMember(db);
    const [b, c, d] = [await buildMember(db), await buildMember(db), await buildMember(db)];
    const room = await client.createGroup(owner, [b, c]);
    const response = await patch(owner, room.chatRoomUuid, {
      name: "Renamed",
      addMemberIds: [d.user.id, b.user.id],
      removeMemberIds: [c.user.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe("Renamed");
    expect(memberIdsOf(response.json())).toEqual(ids(owner, b, d));
    // The removed member no longer sees the room.
    const gone = await app.inject({
      method: "GET",
      url: `/Messages/ChatRooms/${room.chatRoomUuid}`,
      headers: c.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("answers 403 to other members, 404 to non-members, and changes nothing", async () => {
    const owner = await buildMember(db);
    const b = await buildMember(db);
    const outsider = await buildMember(db);
    const room = await client.createGroup(owner, [b], "Original");
    const forbidden = await patch(b, room.chatRoomUuid, { name: "Mine now" });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("Only the room's owner can rename it or change its members.");
    expect((await patch(outsider, room.chatRoomUuid, { name: "x" })).statusCode).toBe(404);
    expect((await patch(owner, randomUUID(), { name: "x" })).statusCode).toBe(404);
    const [stored] = await db.select().from(chatRooms).where(eq(chatRooms.id, room.chatRoomUuid));
    expect(stored?.name).toBe("Original");
  });

  it("does not rename direct rooms", async () => {
    const a = await buildMember(db);
    const room = await client.openDirect(a, await buildMember(db));
    const response = await patch(a, room.chatRoomUuid, { name: "Ours" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/direct conversation/);
  });

  it("keeps the owner from removing themself and checks added members", async () => {
    const owner = await buildMember(db);
    const b = await buildMember(db);
    const blocker = await buildMember(db);
    await client.block(blocker, owner);
    const room = await client.createGroup(owner, [b]);
    const self = await patch(owner, room.chatRoomUuid, { removeMemberIds: [owner.user.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json().details[0]).toMatchObject({ field: "removeMemberIds" });
    const both = await patch(owner, room.chatRoomUuid, {
      addMemberIds: [b.user.id],
      removeMemberIds: [b.user.id],
    });
    expect(both.json().details[0]).toMatchObject({ field: "removeMemberIds" });
    const unknown = await patch(owner, room.chatRoomUuid, { addMemberIds: [randomUUID()] });
    expect(unknown.json().details[0]).toEqual({
      field: "addMemberIds",
      message: "lists someone who is not a member",
    });
    const blocked = await patch(owner, room.chatRoomUuid, { addMemberIds: [blocker.user.id] });
    expect(blocked.json().details[0]).toMatchObject({ field: "addMemberIds" });
  });

  it("refuses growing a room past the limit", async () => {
    const owner = await buildMember(db);
    const first = await Promise.all(Array.from({ length: 40 }, () => buildUser(db)));
    const more = await Promise.all(Array.from({ length: 10 }, () => buildUser(db)));
    const created = await createGroup(owner, { name: "Big", memberIds: first.map((u) => u.id) });
    const response = await patch(owner, created.json().chatRoomUuid, { addMemberIds: more.map((u) => u.id) });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: "addMemberIds",
      message: `would make the room larger than ${CHAT_ROOM_MAX_MEMBERS} members`,
    });
  });
});

describe("DELETE /Messages/ChatRooms/{chatRoomUuid}/Members/me", () => {
  it("lets a member leave; the room is gone for them", async () => {
    const owner = await buildMember(db);
    const b = await buildMember(db);
    const room = await client.createGroup(owner, [b]);
    const url = `/Messages/ChatRooms/${room.chatRoomUuid}/Members/me`;
    expect((await app.inject({ method: "DELETE", url, headers: b.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: "DELETE", url, headers: b.headers })).statusCode).toBe(404);
    expect(memberIdsOf(await client.room(owner, room.chatRoomUuid))).toEqual(ids(owner));
  });

  it("hands the room to the longest-standing member when the owner leaves, and deletes it when the last leaves", async () => {
    const owner = await buildMember(db);
    const b = await buildMember(db);
    const room = await client.createGroup(owner, [b]);
    const c = await buildMember(db);
    await patch(owner, room.chatRoomUuid, { addMemberIds: [c.user.id] });
    const url = `/Messages/ChatRooms/${room.chatRoomUuid}/Members/me`;
    await app.inject({ method: "DELETE", url, headers: owner.headers });
    expect(await client.room(c, room.chatRoomUuid)).toMatchObject({
      ownerId: b.user.id,
      abilities: { manage: false },
    });
    await app.inject({ method: "DELETE", url, headers: b.headers });
    expect(await client.room(c, room.chatRoomUuid)).toMatchObject({
      ownerId: c.user.id,
      abilities: { manage: true },
    });
    await app.inject({ method: "DELETE", url, headers: c.headers });
    expect(await db.select().from(chatRooms).where(eq(chatRooms.id, room.chatRoomUuid))).toHaveLength(0);
  });

  it("answers 403 for a direct room", async () => {
    const a = await buildMember(db);
    const room = await client.openDirect(a, await buildMember(db));
    const response = await app.inject({
      method: "DELETE",
      url: `/Messages/ChatRooms/${room.chatRoomUuid}/Members/me`,
      headers: a.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
