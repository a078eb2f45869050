import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeEventServer } from "../testing/fake-event-server";
import { MAX_RETRY_MS, retryDelay, startLiveConnection } from "./live-connection";
import type { StreamEvent } from "./read-event-stream";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("retryDelay", () => {
  it("starts at 1 s and doubles up to 30 s", () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("spreads each delay by up to 20 % either way, never past 30 s", () => {
    expect(retryDelay(0, () => 0)).toBe(800);
    expect(retryDelay(0, () => 1)).toBe(1_200);
    expect(retryDelay(3, () => 0)).toBe(6_400);
    expect(retryDelay(8, () => 1)).toBe(MAX_RETRY_MS);
  });
});

function connect(server: ReturnType<typeof fakeEventServer>, tokens: string[] = ["t1", "t2", "t3", "t4"]) {
  const events: StreamEvent[] = [];
  const onReady = vi.fn();
  let call = 0;
  const connection = startLiveConnection({
    url: () => "http://api.test/Events",
    getToken: async () => tokens[Math.min(call++, tokens.length - 1)],
    onEvent: (event) => events.push(event),
    onReady,
    fetch: server.fetch,
    random: () => 0.5,
  });
  return { connection, events, onReady };
}

describe("startLiveConnection", () => {
  it("reconnects with the current token when the server ends the stream, and reports the gap", async () => {
    const server = fakeEventServer();
    const { connection, events, onReady } = connect(server);
    await vi.advanceTimersByTimeAsync(0);
    server.last().sendEvent("ready", { userId: "u1" });
    server.last().sendEvent("notification", { action: "all_read", unread: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(onReady).toHaveBeenLastCalledWith(false);
    expect(events).toEqual([{ event: "notification", data: '{"action":"all_read","unread":0}' }]);

    // The token expired: the server closes the stream; the client comes back after about a second.
    server.last().end();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requestCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requestCount()).toBe(2);
    expect(server.last().headers.get("Authorization")).toBe("Bearer t2");
    server.last().sendEvent("ready", { userId: "u1" });
    await vi.advanceTimersByTimeAsync(0);
    expect(onReady).toHaveBeenLastCalledWith(true);
    connection.stop();
  });

  it("backs off 1, 2, 4, 8 s while the server refuses, and starts over after a good connection", async () => {
    const server = fakeEventServer();
    for (let i = 0; i < 4; i++) server.failNext(503);
    const { connection } = connect(server);
    await vi.advanceTimersByTimeAsync(0);
    const attemptsAt: number[] = [];
    let elapsed = 0;
    while (server.requestCount() < 5) {
      const before = server.requestCount();
      await vi.advanceTimersByTimeAsync(100);
      elapsed += 100;
      if (server.requestCount() > before) attemptsAt.push(elapsed);
    }
    // Attempts 2…5 came 1 s, 2 s, 4 s and 8 s after the one before.
    expect(attemptsAt).toEqual([1_000, 3_000, 7_000, 15_000]);

    server.last().sendEvent("ready", {});
    await vi.advanceTimersByTimeAsync(0);
    server.last().end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requestCount()).toBe(6);
    connection.stop();
  });

  it("reconnects when the stream goes silent for 60 s", async () => {
    const server = fakeEventServer();
    const { connection } = connect(server);
    await vi.advanceTimersByTimeAsync(0);
    server.last().sendEvent("ready", {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.streams[0]?.isClosed()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requestCount()).toBe(2);
    connection.stop();
  });

  it("waits without a request while there is no token, and stops for good on stop()", async () => {
    const server = fakeEventServer();
    const { connection } = connect(server, [undefined as unknown as string, "t1"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requestCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requestCount()).toBe(1);

    connection.stop();
    expect(server.last().isClosed()).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requestCount()).toBe(1);
  });

  it("skips the wait when asked to retry now (back online)", async () => {
    const server = fakeEventServer();
    for (let i = 0; i < 5; i++) server.failNext(503);
    const { connection } = connect(server);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(server.requestCount()).toBe(4);
    connection.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requestCount()).toBe(5);
    connection.stop();
  });
});
