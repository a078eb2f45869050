import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildTestApp, buildUser, signTokenFor } from "../../test/factories";
import { buildNotification } from "../notifications/testing";
import { createLiveHub } from "./live-hub";
import { publishLive, splitEnvelope } from "./publish-live";

const { db, url } = await useTestDatabase();
// Two API processes on one database, as behind a load balancer.
const first = await buildTestApp(db);
const second = await buildTestApp(db);
await second.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;

type Stream = {
  text: () => string;
  waitFor: (needle: string, ms?: number) => Promise<number>;
  close: () => void;
};

/** Opens `/Events` on the second process the way the web app does (fetch, bearer header). */
async function openStream(token: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/Events`, { headers: bearer(token), signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  let received = "";
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return {
    text: () => received,
    waitFor: async (needle, ms = 2000) => {
      const started = Date.now();
      while (!received.includes(needle)) {
        if (Date.now() - started > ms) throw new Error(`"${needle}" not received; got:\n${received}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return Date.now() - started;
    },
    close: () => controller.abort(),
  };
}

afterAll(async () => {
  await second.close();
});

describe("GET /Events", () => {
  it("streams the caller's events with a ready event first", async () => {
    const member = await buildUser(db);
    const stream = await openStream(await signTokenFor(member));
    await stream.waitFor("event: ready");
    expect(stream.text()).toMatch(/^retry: \d+\nevent: ready\ndata: \{"userId":"[^"]+"\}\n\n/);
    stream.close();
  });

  it("delivers an event written on another process within a second", async () => {
    const member = await buildUser(db);
    const stream = await openStream(await signTokenFor(member));
    await stream.waitFor("event: ready");
    const notification = await buildNotification(db, member);
    const started = Date.now();
    const response = await first.inject({
      method: "POST",
      url: `/Notifications/${notification.id}/MarkRead`,
      headers: bearer(await signTokenFor(member)),
    });
    expect(response.statusCode).toBe(200);
    await stream.waitFor(`"action":"read","ids":["${notification.id}"],"unread":0`, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    stream.close();
  });

  it("delivers notifications created by a job to the recipient only", async () => {
    const recipient = await buildUser(db);
    const bystander = await buildUser(db);
    const mine = await openStream(await signTokenFor(recipient));
    const theirs = await openStream(await signTokenFor(bystander));
    await Promise.all([mine.waitFor("event: ready"), theirs.waitFor("event: ready")]);
    const { createNotifications } = await import("../notifications/create-notifications");
    await db.transaction((tx) =>
      createNotifications(tx, first.jobs, {
        type: "card_published",
        title: "Live title",
        body: "",
        link: "/card/1",
        groupKey: null,
        recipientIds: [recipient.id],
        actorId: null,
      }),
    );
    await mine.waitFor("event: notification");
    expect(mine.text()).toContain('"title":"Live title"');
    expect(mine.text()).toContain('"unread":1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(theirs.text()).not.toContain("event: notification");
    mine.close();
    theirs.close();
  });

  it("sends nothing for a write that rolls back", async () => {
    const member = await buildUser(db);
    const stream = await openStream(await signTokenFor(member));
    await stream.waitFor("event: ready");
    await db
      .transaction(async (tx) => {
        await publishLive(tx, {
          userIds: [member.id],
          event: "notification",
          data: { marker: "rolled-back" },
        });
        throw new Error("the write fails");
      })
      .catch(() => {});
    await db.transaction((tx) =>
      publishLive(tx, { userIds: [member.id], event: "notification", data: { marker: "committed" } }),
    );
    await stream.waitFor("committed");
    expect(stream.text()).not.toContain("rolled-back");
    stream.close();
  });

  it("forgets a stream when the client goes away", async () => {
    const member = await buildUser(db);
    // Streams the tests above closed may still be on their way out.
    const waitForCount = async (count: number) => {
      const started = Date.now();
      while (second.liveHub.streamCount() !== count && Date.now() - started < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return second.liveHub.streamCount();
    };
    const before = await waitForCount(0);
    const stream = await openStream(await signTokenFor(member));
    await stream.waitFor("event: ready");
    expect(second.liveHub.streamCount()).toBe(before + 1);
    stream.close();
    expect(await waitForCount(before)).toBe(before);
  });
});

describe("the live hub", () => {
  it("sends heartbeat comments on one shared timer", async () => {
    const silent = { warn: () => {}, info: () => {} };
    const hub = createLiveHub({ databaseUrl: url, log: silent, heartbeatMs: 20 });
    await hub.start();
    const chunks: string[] = [];
    hub.subscribe("someone", { write: (chunk) => chunks.push(chunk), close: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 70));
    await hub.stop();
    expect(chunks.filter((c) => c === ": heartbeat\n\n").length).toBeGreaterThanOrEqual(2);
  });

  it("splits an envelope too large for one NOTIFY and falls back for oversized data", () => {
    const userIds = Array.from(
      { length: 400 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const payloads = splitEnvelope({ userIds, event: "message", data: { small: true } });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => JSON.parse(p).userIds)).toEqual(userIds);
    const big = splitEnvelope(
      { userIds: userIds.slice(0, 2), event: "message", data: { body: "é".repeat(4000) } },
      { partial: true },
    );
    expect(JSON.parse(big[0]!).data).toEqual({ partial: true });
  });
});
