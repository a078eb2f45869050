import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildTestApp, buildUser, signToken, signTokenFor } from "../../test/factories";
import { buildNotification } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

async function member() {
  const user = await buildUser(db);
  return { user, headers: bearer(await signTokenFor(user)) };
}

describe("GET /Notifications", () => {
  it("pages the caller's own notifications newest first, with totals", async () => {
    const { user, headers } = await member();
    const other = await buildUser(db);
    for (let i = 0; i < 5; i += 1) {
      await buildNotification(db, user, { title: `n${i}`, createdAt: new Date(Date.now() - (5 - i) * 1000) });
    }
    await buildNotification(db, other, { title: "not mine" });
    const first = await app.inject({ method: "GET", url: "/Notifications?pageSize=2", headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 5, page: 1, pageSize: 2, unread: 5 });
    expect(first.json().items.map((n: { title: string }) => n.title)).toEqual(["n4", "n3"]);
    const last = await app.inject({ method: "GET", url: "/Notifications?pageSize=2&page=3", headers });
    expect(last.json().items.map((n: { title: string }) => n.title)).toEqual(["n0"]);
  });

  it("lists only unread ones with unread=true", async () => {
    const { user, headers } = await member();
    await buildNotification(db, user, { title: "read", readAt: new Date() });
    await buildNotification(db, user, { title: "unread" });
    const response = await app.inject({ method: "GET", url: "/Notifications?unread=true", headers });
    expect(response.json().items.map((n: { title: string }) => n.title)).toEqual(["unread"]);
    expect(response.json()).toMatchObject({ total: 1, unread: 1 });
  });

  it("presents the actor with a picture URL", async () => {
    const { user, headers } = await member();
    const actor = await buildUser(db, { firstName: "Ada", lastName: "Lovelace" });
    await buildNotification(db, user, { actorId: actor.id });
    const [item] = (await app.inject({ method: "GET", url: "/Notifications", headers })).json().items;
    expect(item.actor).toMatchObject({ userId: actor.id, firstName: "Ada", lastName: "Lovelace" });
    expect(item.actor.pictureUrl).toContain(`/User/${actor.id}/ProfilePicture?size=64`);
    expect(item).toMatchObject({ isRead: false, readAt: null, type: "co_author_added" });
  });

  it("names the field of a bad query", async () => {
    const { headers } = await member();
    const response = await app.inject({
      method: "GET",
      url: "/Notifications?pageSize=500&unread=maybe",
      headers,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["pageSize", "unread"]));
  });
});

describe("GET /Notifications/Count", () => {
  it("counts the caller's unread notifications only", async () => {
    const { user, headers } = await member();
    await buildNotification(db, user);
    await buildNotification(db, user);
    await buildNotification(db, user, { readAt: new Date() });
    await buildNotification(db, await buildUser(db));
    const response = await app.inject({ method: "GET", url: "/Notifications/Count", headers });
    expect(response.json()).toEqual({ unread: 2 });
  });
});

describe("marking read and deleting", () => {
  it("marks one read and answers it; the count drops", async () => {
    const { user, headers } = await member();
    const n = await buildNotification(db, user);
    const response = await app.inject({ method: "POST", url: `/Notifications/${n.id}/MarkRead`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: n.id, isRead: true });
    expect((await app.inject({ method: "GET", url: "/Notifications/Count", headers })).json()).toEqual({
      unread: 0,
    });
    // Again: still 200, the first read time is kept.
    const again = await app.inject({ method: "POST", url: `/Notifications/${n.id}/MarkRead`, headers });
    expect(again.json().readAt).toBe(response.json().readAt);
  });

  it("marks all read", async () => {
    const { user, headers } = await member();
    await buildNotification(db, user);
    await buildNotification(db, user);
    const other = await buildUser(db);
    const theirs = await buildNotification(db, other);
    const response = await app.inject({ method: "POST", url: "/Notifications/MarkAllRead", headers });
    expect(response.json()).toEqual({ unread: 0 });
    const otherHeaders = bearer(await signTokenFor(other));
    expect(
      (await app.inject({ method: "GET", url: "/Notifications/Count", headers: otherHeaders })).json(),
    ).toEqual({ unread: 1 });
    expect(theirs.readAt).toBeNull();
  });

  it("deletes one", async () => {
    const { user, headers } = await member();
    const n = await buildNotification(db, user);
    const response = await app.inject({ method: "DELETE", url: `/Notifications/${n.id}`, headers });
    expect(response.statusCode).toBe(204);
    const again = await app.inject({ method: "DELETE", url: `/Notifications/${n.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another member's notification and changes nothing", async () => {
    const { headers } = await member();
    const other = await buildUser(db);
    const theirs = await buildNotification(db, other);
    for (const [method, url] of [
      ["POST", `/Notifications/${theirs.id}/MarkRead`],
      ["DELETE", `/Notifications/${theirs.id}`],
    ] as const) {
      const response = await app.inject({ method, url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
    const otherHeaders = bearer(await signTokenFor(other));
    const list = await app.inject({ method: "GET", url: "/Notifications", headers: otherHeaders });
    expect(list.json().items[0]).toMatchObject({ id: theirs.id, isRead: false });
  });

  it("answers 400 for an id that is not a UUID and 404 for an unknown one", async () => {
    const { headers } = await member();
    const bad = await app.inject({ method: "POST", url: "/Notifications/nope/MarkRead", headers });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({ method: "DELETE", url: `/Notifications/${randomUUID()}`, headers });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("notifications authorization", () => {
  const routes = [
    ["GET", "/Notifications"],
    ["GET", "/Notifications/Count"],
    ["POST", `/Notifications/${randomUUID()}/MarkRead`],
    ["POST", "/Notifications/MarkAllRead"],
    ["DELETE", `/Notifications/${randomUUID()}`],
    ["GET", "/Events"],
  ] as const;

  it.each(routes)("%s %s: 401 anonymous, 403 without a member profile", async (method, url) => {
    const anonymous = await app.inject({ method, url });
    expect(anonymous.statusCode).toBe(401);
    const token = await signToken({ sub: randomUUID(), email: "new@example.test", email_verified: true });
    const noProfile = await app.inject({ method, url, headers: bearer(token) });
    expect(noProfile.statusCode).toBe(403);
  });
});
