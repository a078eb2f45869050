import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildMember, buildTestApp, signToken } from "../../test/factories";
import { messagesClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = messagesClient(app);

const owner = await buildMember(db);
const member = await buildMember(db);
const outsider = await buildMember(db);
const group = await client.createGroup(owner, [member]);
const room = `/Messages/ChatRooms/${group.chatRoomUuid}`;

type Route = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: object;
  /** Statuses for the owner, another member of the room and a member outside it. */
  expected: { owner: number; member: number; outsider: number };
};

const everyone = (status: number) => ({ owner: status, member: status, outsider: status });
const inRoom = (owner: number, member = owner) => ({ owner, member, outsider: 404 });

const routes: Route[] = [
  { method: "GET", url: "/Messages/DirectMessages", expected: everyone(200) },
  { method: "GET", url: "/Messages/ChatRooms", expected: everyone(200) },
  { method: "GET", url: "/Messages/Unread", expected: everyone(200) },
  { method: "GET", url: "/Messages/Blocks", expected: everyone(200) },
  { method: "GET", url: room, expected: inRoom(200) },
  { method: "GET", url: `${room}/Messages`, expected: inRoom(200) },
  { method: "POST", url: `${room}/Messages`, payload: { body: "Hi" }, expected: inRoom(201) },
  { method: "POST", url: `${room}/Read`, expected: inRoom(204) },
  { method: "PATCH", url: room, payload: { name: "Renamed" }, expected: inRoom(200, 403) },
];

/** Routes that change who is where, checked with fresh data each. */
const writes: Route[] = [
  {
    method: "POST",
    url: "/Messages/DirectMessages",
    payload: { userId: outsider.user.id },
    expected: { owner: 201, member: 201, outsider: 400 },
  },
  {
    method: "POST",
    url: "/Messages/ChatRooms",
    payload: { name: "New", memberIds: [outsider.user.id] },
    expected: { owner: 201, member: 201, outsider: 400 },
  },
  {
    method: "PUT",
    url: `/Messages/Blocks/${outsider.user.id}`,
    expected: { owner: 204, member: 204, outsider: 400 },
  },
  { method: "DELETE", url: `/Messages/Blocks/${outsider.user.id}`, expected: everyone(204) },
];

const callers = { owner, member, outsider };

describe("messages authorization", () => {
  it.each([...routes, ...writes])(
    "$method $url: 401 anonymous, 403 without a member profile",
    async (route) => {
      const anonymous = await app.inject({ method: route.method, url: route.url, payload: route.payload });
      expect(anonymous.statusCode).toBe(401);
      const token = await signToken({ sub: randomUUID(), email: "new@example.test", email_verified: true });
      const noProfile = await app.inject({ ...route, headers: bearer(token) });
      expect(noProfile.statusCode).toBe(403);
    },
  );

  it.each([...routes, ...writes])("$method $url: owner, member and outsider", async (route) => {
    for (const [who, caller] of Object.entries(callers)) {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload,
        headers: caller.headers,
      });
      expect({ who, status: response.statusCode }).toEqual({
        who,
        status: route.expected[who as keyof typeof callers],
      });
    }
  });

  it("DELETE Members/me: 401, 403 without a profile, 404 outside, 204 for a member", async () => {
    const url = `${room}/Members/me`;
    expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    const token = await signToken({ sub: randomUUID(), email: "new@example.test", email_verified: true });
    expect((await app.inject({ method: "DELETE", url, headers: bearer(token) })).statusCode).toBe(403);
    expect((await app.inject({ method: "DELETE", url, headers: outsider.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: "DELETE", url, headers: member.headers })).statusCode).toBe(204);
  });

  it("documents every route at /openapi.json", async () => {
    const paths = (await app.inject({ method: "GET", url: "/openapi.json" })).json().paths;
    const room = "/Messages/ChatRooms/{chatRoomUuid}";
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        "/Messages/DirectMessages",
        "/Messages/ChatRooms",
        room,
        `${room}/Members/me`,
        `${room}/Messages`,
        `${room}/Read`,
        "/Messages/Unread",
        "/Messages/Blocks",
        "/Messages/Blocks/{userId}",
      ]),
    );
  });
});
