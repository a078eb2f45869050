import type { ChatMessage } from "@keen/contracts";
import { chatMessages, type Database } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildTestApp, type TestMember } from "../../test/factories";
import { createMemoryMailer } from "../../test/mail-fixtures";
import { sendMessage } from "./send-message";
import { messagesClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db, {
  env: { MESSAGE_NOTIFY_DELAY_SECONDS: "0" },
  deps: { mailer: createMemoryMailer() },
});
const client = messagesClient(app);

/** A fake `/Events` stream of a member on this process, collecting its frames. */
function listen(member: TestMember) {
  let received = "";
  const unsubscribe = app.liveHub.subscribe(member.user.id, {
    write: (chunk) => {
      received += chunk;
    },
    close: () => {},
  });
  return {
    text: () => received,
    /** Waits up to 2 s for a frame containing every needle. */
    waitFor: async (...needles: string[]) => {
      const started = Date.now();
      const has = () => received.split("\n\n").some((frame) => needles.every((n) => frame.includes(n)));
      while (!has()) {
        if (Date.now() - started > 2000)
          throw new Error(`${needles.join(" + ")} not received; got:\n${received}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    unsubscribe,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("live message events", () => {
  it("delivers a sent message to every member, the sender's other tabs too, and to no one else", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const outsider = await buildMember(db);
    const room = await client.openDirect(a, b);
    const [mine, theirs, bystander] = [listen(a), listen(b), listen(outsider)];
    const message = await client.send(a, room.chatRoomUuid, "Live hello");
    for (const stream of [mine, theirs]) {
      await stream.waitFor("event: message", `"action":"created"`, `"id":"${message.id}"`, "Live hello");
    }
    await settle();
    expect(bystander.text()).toBe("");
    for (const stream of [mine, theirs, bystander]) stream.unsubscribe();
  });

  it("sends only the room id for a message too large to carry", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const room = await client.openDirect(a, b);
    const stream = listen(b);
    await client.send(a, room.chatRoomUuid, "é".repeat(4000));
    await stream.waitFor(`data: {"action":"created","chatRoomUuid":"${room.chatRoomUuid}"}`);
    stream.unsubscribe();
  });

  it("tells only the reader that a room was read", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const room = await client.openDirect(a, b);
    await client.send(a, room.chatRoomUuid, "Read me");
    const [sender, reader] = [listen(a), listen(b)];
    await app.inject({
      method: "GET",
      url: `/Messages/ChatRooms/${room.chatRoomUuid}/Messages`,
      headers: b.headers,
    });
    await reader.waitFor(`{"action":"read","chatRoomUuid":"${room.chatRoomUuid}"}`);
    await settle();
    expect(sender.text()).not.toContain(`"action":"read"`);
    sender.unsubscribe();
    reader.unsubscribe();
  });

  it("publishes nothing (and stores nothing) for a send that rolls back", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const room = await client.openDirect(a, b);
    const stream = listen(b);
    let sent: ChatMessage | undefined;
    await db
      .transaction(async (tx) => {
        // The send runs as a savepoint of this transaction, which then fails.
        sent = await sendMessage(
          tx as unknown as Database,
          app.jobs,
          { userId: a.user.id, role: a.user.role },
          room.chatRoomUuid,
          { body: "Never sent" },
          {
            notifyDelaySeconds: 0,
          },
        );
        throw new Error("the write fails");
      })
      .catch((err: Error) => expect(err.message).toBe("the write fails"));
    expect(sent?.body).toBe("Never sent");
    await client.send(a, room.chatRoomUuid, "Committed");
    await stream.waitFor("Committed");
    expect(stream.text()).not.toContain("Never sent");
    expect(await db.select().from(chatMessages).where(eq(chatMessages.body, "Never sent"))).toHaveLength(0);
    stream.unsubscribe();
  });

  it("tells old and new members when a group changes", async () => {
    const owner = await buildMember(db);
    const [stays, leaves, joins] = [await buildMember(db), await buildMember(db), await buildMember(db)];
    const room = await client.createGroup(owner, [stays, leaves]);
    const streams = [owner, stays, leaves, joins].map(listen);
    const response = await app.inject({
      method: "PATCH",
      url: `/Messages/ChatRooms/${room.chatRoomUuid}`,
      headers: owner.headers,
      payload: { addMemberIds: [joins.user.id], removeMemberIds: [leaves.user.id] },
    });
    expect(response.statusCode).toBe(200);
    for (const stream of streams) {
      await stream.waitFor(`{"action":"room_changed","chatRoomUuid":"${room.chatRoomUuid}"}`);
      stream.unsubscribe();
    }
  });
});

describe("notifications of unread messages", () => {
  async function notificationsOf(member: TestMember) {
    const response = await app.inject({ method: "GET", url: "/Notifications", headers: member.headers });
    return response.json().items as {
      type: string;
      title: string;
      body: string;
      link: string;
      isRead: boolean;
    }[];
  }

  async function runJobs() {
    // The delayed check records a notify event; the notify job stores the notification.
    await app.jobs.runDue();
    await app.jobs.runDue();
  }

  it("notifies a recipient who has not read the message, folding a second one into it", async () => {
    const a = await buildMember(db, { firstName: "Ann", lastName: "Author" });
    const b = await buildMember(db);
    const room = await client.openDirect(a, b);
    await client.send(a, room.chatRoomUuid, "Are you there?");
    await runJobs();
    const [first, ...rest] = await notificationsOf(b);
    expect(rest).toHaveLength(0);
    expect(first).toMatchObject({
      type: "direct_message",
      title: "New message from Ann Author",
      body: "Are you there?",
      link: `/messages/${room.chatRoomUuid}`,
      isRead: false,
    });
    expect(await notificationsOf(a)).toEqual([]);
    await client.send(a, room.chatRoomUuid, "Hello again");
    await runJobs();
    const folded = await notificationsOf(b);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({ type: "direct_message", body: "Hello again", isRead: false });
  });

  it("does not notify a recipient who read the room before the check ran", async () => {
    const a = await buildMember(db);
    const b = await buildMember(db);
    const room = await client.openDirect(a, b);
    await client.send(a, room.chatRoomUuid, "Quick question");
    await app.inject({
      method: "POST",
      url: `/Messages/ChatRooms/${room.chatRoomUuid}/Read`,
      headers: b.headers,
    });
    await runJobs();
    expect(await notificationsOf(b)).toEqual([]);
  });

  it("does not notify group members blocked either way", async () => {
    const owner = await buildMember(db);
    const [reader, blocker, blocked] = [await buildMember(db), await buildMember(db), await buildMember(db)];
    const room = await client.createGroup(owner, [reader, blocker, blocked]);
    await client.block(blocker, reader);
    await client.block(reader, blocked);
    await client.send(reader, room.chatRoomUuid, "Group news");
    await runJobs();
    expect((await notificationsOf(owner)).map((n) => n.body)).toEqual([
      expect.stringContaining("Group news"),
    ]);
    expect(await notificationsOf(blocker)).toEqual([]);
    expect(await notificationsOf(blocked)).toEqual([]);
  });
});
