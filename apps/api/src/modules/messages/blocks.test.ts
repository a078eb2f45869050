import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildTestApp, type TestMember } from "../../test/factories";
import { messagesClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = messagesClient(app);
const { attempt } = client;
const blockRequest = (member: TestMember, method: "PUT" | "DELETE", userId: string) =>
  client.request(member, method, `/Messages/Blocks/${userId}`);
const sendAs = (member: TestMember, roomId: string) => attempt.send(member, roomId, { body: "Hello?" });

describe("Blocks", () => {
  it("blocks idempotently, lists the blocked members and unblocks idempotently", async () => {
    const me = await buildMember(db);
    const first = await buildMember(db, { firstName: "First" });
    const second = await buildMember(db, { firstName: "Second" });
    expect((await blockRequest(me, "PUT", first.user.id)).statusCode).toBe(204);
    expect((await blockRequest(me, "PUT", first.user.id)).statusCode).toBe(204);
    await client.block(me, second);
    const list = await app.inject({ method: "GET", url: "/Messages/Blocks", headers: me.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { firstName: string }) => m.firstName)).toEqual(["Second", "First"]);
    expect(list.json()[0].pictureUrl).toContain(`/User/${second.user.id}/ProfilePicture`);
    expect((await blockRequest(me, "DELETE", first.user.id)).statusCode).toBe(204);
    expect((await blockRequest(me, "DELETE", first.user.id)).statusCode).toBe(204);
    const after = await app.inject({ method: "GET", url: "/Messages/Blocks", headers: me.headers });
    expect(after.json().map((m: { userId: string }) => m.userId)).toEqual([second.user.id]);
    // Only the caller's own blocks are listed.
    const theirs = await app.inject({ method: "GET", url: "/Messages/Blocks", headers: second.headers });
    expect(theirs.json()).toEqual([]);
  });

  it("refuses blocking yourself (400) and unknown members (404)", async () => {
    const me = await buildMember(db);
    const self = await blockRequest(me, "PUT", me.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().details).toEqual([
      { field: "userId", message: "must be another member, not yourself" },
    ]);
    expect((await blockRequest(me, "PUT", randomUUID())).statusCode).toBe(404);
    expect((await blockRequest(me, "PUT", "someone")).statusCode).toBe(400);
  });

  it("stops opening and sending either way, and unblocking restores both", async () => {
    const blocker = await buildMember(db);
    const blocked = await buildMember(db);
    const room = await client.openDirect(blocker, blocked);
    await client.block(blocker, blocked);
    for (const [from, to] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const open = await attempt.openDirect(from, to.user.id);
      expect(open.statusCode).toBe(403);
      expect(open.json().message).toBe("You cannot message this member: one of you has blocked the other.");
      const send = await sendAs(from, room.chatRoomUuid);
      expect(send.statusCode).toBe(403);
      expect(send.json().message).toMatch(/blocked/);
      // The conversation stays readable, but says it cannot be sent to.
      expect((await client.room(from, room.chatRoomUuid)).abilities).toEqual({ send: false, manage: false });
    }
    await client.unblock(blocker, blocked);
    expect((await attempt.openDirect(blocked, blocker.user.id)).statusCode).toBe(200);
    expect((await sendAs(blocked, room.chatRoomUuid)).statusCode).toBe(201);
    expect((await client.room(blocker, room.chatRoomUuid)).abilities.send).toBe(true);
  });

  it("leaves group rooms open to members who blocked each other", async () => {
    const owner = await buildMember(db);
    const a = await buildMember(db);
    const b = await buildMember(db);
    const group = await client.createGroup(owner, [a, b]);
    await client.block(a, b);
    expect((await sendAs(b, group.chatRoomUuid)).statusCode).toBe(201);
    expect((await client.room(a, group.chatRoomUuid)).abilities.send).toBe(true);
  });
});
