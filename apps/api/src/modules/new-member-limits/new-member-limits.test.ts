import { adminAuditLog } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildMember, buildTestApp, type TestMember } from "../../test/factories";
import { buildComments } from "../discussions/testing";
import { messagesClient } from "../messages/testing";
import { describeWait } from "./limit-message";

const { db } = await useTestDatabase();
// The documented defaults (decision 0043); the shared test app sets them high for other tests.
const app = await buildTestApp(db, {
  env: {
    NEW_MEMBER_CONVERSATIONS_PER_DAY: "3",
    NEW_MEMBER_COMMENTS_PER_DAY: "10",
    NEW_MEMBER_ROOMS_PER_DAY: "1",
    RATE_LIMIT_MAX: "100000",
  },
});
const messages = messagesClient(app);
const HOUR = 60 * 60 * 1000;

const joinedHoursAgo = (hours: number) => ({ createdAt: new Date(Date.now() - hours * HOUR) });

async function openConversations(member: TestMember, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await messages.attempt.openDirect(member, (await buildMember(db)).user.id);
    expect(response.statusCode, response.body).toBe(201);
  }
}

async function commentAttempt(member: TestMember) {
  const card = await buildCard(db, { author: (await buildMember(db)).user, status: "published" });
  return app.inject({
    method: "POST",
    url: `/Card/${card.id}/Comments`,
    headers: member.headers,
    payload: { body: "A first thought" },
  });
}

describe("new members' first-day limits", () => {
  it("lets a new member start 3 conversations with new people, then says what the limit is and when it lifts", async () => {
    const newcomer = await buildMember(db, joinedHoursAgo(19));
    const friend = await buildMember(db);
    const first = await messages.openDirect(newcomer, friend);
    await openConversations(newcomer, 2);

    const over = await messages.attempt.openDirect(newcomer, (await buildMember(db)).user.id);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: "rate_limited",
      message: "New members can start 3 conversations in their first day; you can start more in 5 hours.",
    });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(4 * 3600);
    // A conversation they already have is not a new one.
    const again = await messages.attempt.openDirect(newcomer, friend.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().chatRoomUuid).toBe(first.chatRoomUuid);
    // Someone else may still start a conversation with them.
    expect((await messages.attempt.openDirect(await buildMember(db), newcomer.user.id)).statusCode).toBe(201);
  });

  it("caps a new member's comments at 10 in their first day", async () => {
    const newcomer = await buildMember(db);
    const card = await buildCard(db, { author: (await buildMember(db)).user, status: "published" });
    await buildComments(
      db,
      card.id,
      newcomer.user,
      Array.from({ length: 9 }, (_, i) => `Comment ${i}`),
    );
    expect((await commentAttempt(newcomer)).statusCode).toBe(201);

    const over = await commentAttempt(newcomer);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      "New members can post 10 comments in their first day; you can post more in 24 hours.",
    );
  });

  it("caps the chat rooms a new member creates at 1 in their first day", async () => {
    const newcomer = await buildMember(db);
    const other = await buildMember(db);
    const create = () =>
      messages.attempt.createGroup(newcomer, { name: "Statics", memberIds: [other.user.id] });
    expect((await create()).statusCode).toBe(201);

    const over = await create();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      "New members can create 1 chat room in their first day; you can create more in 24 hours.",
    );
  });

  it("ends after a day, and never limits reviewers or admins", async () => {
    const dayOld = await buildMember(db, joinedHoursAgo(25));
    const reviewer = await buildMember(db, { role: "reviewer" });
    const admin = await buildMember(db, { role: "admin" });
    for (const member of [dayOld, reviewer, admin]) {
      await openConversations(member, 4);
      const other = await buildMember(db);
      for (const name of ["One", "Two"]) {
        const room = await messages.attempt.createGroup(member, { name, memberIds: [other.user.id] });
        expect(room.statusCode, room.body).toBe(201);
      }
      const card = await buildCard(db, { author: other.user, status: "published" });
      await buildComments(
        db,
        card.id,
        member.user,
        Array.from({ length: 10 }, (_, i) => `Comment ${i}`),
      );
      expect((await commentAttempt(member)).statusCode).toBe(201);
    }
  });

  it("lets an admin lift a new member's limits early, audited, after which they are not limited", async () => {
    const newcomer = await buildMember(db, joinedHoursAgo(2));
    const admin = await buildMember(db, { role: "admin" });
    await openConversations(newcomer, 3);
    expect((await messages.attempt.openDirect(newcomer, (await buildMember(db)).user.id)).statusCode).toBe(
      429,
    );

    const list = await app.inject({
      method: "GET",
      url: `/Admin/Members?q=${newcomer.user.email}`,
      headers: admin.headers,
    });
    const listed = list.json().items[0];
    expect(listed.newMemberLimitsUntil).toBe(
      new Date(newcomer.user.createdAt.getTime() + 24 * HOUR).toISOString(),
    );
    expect(listed.abilities.liftNewMemberLimits).toBe(true);

    const lift = (reason?: string) =>
      app.inject({
        method: "POST",
        url: `/Admin/Members/${newcomer.user.id}/LiftNewMemberLimits`,
        headers: admin.headers,
        payload: reason ? { reason } : {},
      });
    const lifted = await lift("Known colleague from Olin");
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({
      newMemberLimitsUntil: null,
      abilities: { liftNewMemberLimits: false },
    });
    const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, newcomer.user.id));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: "member.new_member_limits_lifted",
      reason: "Known colleague from Olin",
    });
    expect((await messages.attempt.openDirect(newcomer, (await buildMember(db)).user.id)).statusCode).toBe(
      201,
    );
    // Nothing is left to lift.
    expect((await lift()).statusCode).toBe(409);
  });

  it("answers 409 when an admin lifts the limits of a member past their first day or of a reviewer", async () => {
    const admin = await buildMember(db, { role: "admin" });
    for (const member of [
      await buildMember(db, joinedHoursAgo(30)),
      await buildMember(db, { role: "reviewer" }),
    ]) {
      const response = await app.inject({
        method: "POST",
        url: `/Admin/Members/${member.user.id}/LiftNewMemberLimits`,
        headers: admin.headers,
        payload: {},
      });
      expect(response.statusCode).toBe(409);
    }
  });

  it("says how long is left in hours, or in minutes under an hour, rounded up", () => {
    expect(describeWait(5 * HOUR - 1000)).toBe("5 hours");
    expect(describeWait(HOUR)).toBe("1 hour");
    expect(describeWait(40 * 60_000)).toBe("40 minutes");
    expect(describeWait(10)).toBe("1 minute");
  });
});
