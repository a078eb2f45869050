import { randomUUID } from "node:crypto";
import { MESSAGE_MAX_LENGTH } from "@keen/contracts";
import { chatMessages } from "@keen/db";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildTestApp } from "../../test/factories";
import { buildMessages, messagesClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = messagesClient(app);
const { listMessages, send: sendAs } = client.attempt;

async function pair() {
  const a = await buildMember(db, { firstName: "Ann" });
  const b = await buildMember(db);
  return { a, b, roomId: (await client.openDirect(a, b)).chatRoomUuid };
}

describe("POST /Messages/ChatRooms/{chatRoomUuid}/Messages", () => {
  it("sends a trimmed message and answers it with its sender", async () => {
    const { a, roomId } = await pair();
    const response = await sendAs(a, roomId, { body: "  See https://keen.example/cards  \n" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      chatRoomUuid: roomId,
      body: "See https://keen.example/cards",
      sender: { userId: a.user.id, firstName: "Ann" },
    });
    expect(new Date(response.json().createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts 4,000 characters and refuses empty bodies and 4,001 characters, naming body", async () => {
    const { a, roomId } = await pair();
    expect((await sendAs(a, roomId, { body: "x".repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(201);
    for (const [body, why] of [
      ["   ", "must not be empty"],
      ["x".repeat(MESSAGE_MAX_LENGTH + 1), "must be at most 4,000 characters"],
      [undefined, "is required"],
    ] as const) {
      const response = await sendAs(a, roomId, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_error" });
      expect(response.json().details).toEqual([{ field: "body", message: why }]);
    }
  });

  it("answers 404 to non-members and for unknown rooms, 400 for malformed ids", async () => {
    const { roomId } = await pair();
    const outsider = await buildMember(db);
    expect((await sendAs(outsider, roomId, { body: "Hi" })).statusCode).toBe(404);
    expect((await sendAs(outsider, randomUUID(), { body: "Hi" })).statusCode).toBe(404);
    expect((await sendAs(outsider, "room-1", { body: "Hi" })).statusCode).toBe(400);
    expect((await listMessages(outsider, roomId)).statusCode).toBe(404);
  });
});

describe("GET /Messages/ChatRooms/{chatRoomUuid}/Messages", () => {
  it("pages newest first with a before cursor, nextBefore null on the last page", async () => {
    const { a, b, roomId } = await pair();
    await buildMessages(db, roomId, a.user, ["m1", "m2", "m3", "m4", "m5"]);
    const first = await listMessages(b, roomId, "?limit=2");
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((m: { body: string }) => m.body)).toEqual(["m5", "m4"]);
    const second = await listMessages(b, roomId, `?limit=2&before=${first.json().nextBefore}`);
    expect(second.json().items.map((m: { body: string }) => m.body)).toEqual(["m3", "m2"]);
    const last = await listMessages(b, roomId, `?limit=2&before=${second.json().nextBefore}`);
    expect(last.json()).toMatchObject({ items: [{ body: "m1" }], nextBefore: null });
    const exact = await listMessages(b, roomId, "?limit=5");
    expect(exact.json().nextBefore).toBeNull();
  });

  it("keeps messages with the same timestamp apart by id", async () => {
    const { a, roomId } = await pair();
    const at = new Date();
    await db
      .insert(chatMessages)
      .values(["t1", "t2", "t3", "t4"].map((body) => ({ roomId, senderId: a.user.id, body, createdAt: at })));
    const seen: string[] = [];
    let before = "";
    for (;;) {
      const page = (await listMessages(a, roomId, `?limit=1${before}`)).json();
      seen.push(...page.items.map((m: { body: string }) => m.body));
      if (!page.nextBefore) break;
      before = `&before=${page.nextBefore}`;
    }
    expect(seen.sort()).toEqual(["t1", "t2", "t3", "t4"]);
  });

  it("names the field of a bad query", async () => {
    const { a, roomId } = await pair();
    const other = await pair();
    const [foreign] = await buildMessages(db, other.roomId, other.a.user, ["elsewhere"]);
    const cases: [string, string, string][] = [
      [`?before=${foreign!.id}`, "before", "is not a message of this room"],
      ["?before=nope", "before", "must be a message id (UUID)"],
      ["?limit=0", "limit", "must be at least 1"],
      ["?limit=101", "limit", "must be at most 100"],
    ];
    for (const [query, field, message] of cases) {
      const response = await listMessages(a, roomId, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ field, message });
    }
  });
});

describe("unread counts and reading", () => {
  it("counts messages from others since the last read, and reading the first page clears them", async () => {
    const { a, b, roomId } = await pair();
    const group = await client.createGroup(a, [b]);
    await client.send(a, roomId, "one");
    await client.send(a, roomId, "two");
    await client.send(a, group.chatRoomUuid, "three");
    await client.send(b, roomId, "mine");
    await client.send(a, roomId, "four");
    expect(await client.unread(b)).toEqual({ unread: 2, rooms: 2 });
    expect(await client.unread(a)).toEqual({ unread: 0, rooms: 0 });
    expect((await client.room(b, roomId)).unreadCount).toBe(1);

    const first = (await listMessages(b, roomId, "?limit=1")).json();
    await listMessages(b, roomId, `?before=${first.items[0].id}`);
    expect(await client.unread(b)).toEqual({ unread: 1, rooms: 1 });
    const markRead = await app.inject({
      method: "POST",
      url: `/Messages/ChatRooms/${group.chatRoomUuid}/Read`,
      headers: b.headers,
    });
    expect(markRead.statusCode).toBe(204);
    expect(await client.unread(b)).toEqual({ unread: 0, rooms: 0 });
    expect((await client.room(b, group.chatRoomUuid)).unreadCount).toBe(0);
  });

  it("does not count an older page as reading", async () => {
    const { a, b, roomId } = await pair();
    await client.send(a, roomId, "one");
    const [latest] = (await listMessages(a, roomId)).json().items;
    await client.send(a, roomId, "two");
    await listMessages(b, roomId, `?before=${latest.id}`);
    expect(await client.unread(b)).toEqual({ unread: 2, rooms: 1 });
  });

  it("answers 404 to non-members marking a room read", async () => {
    const { roomId } = await pair();
    const outsider = await buildMember(db);
    const response = await app.inject({
      method: "POST",
      url: `/Messages/ChatRooms/${roomId}/Read`,
      headers: outsider.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
