import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeEventServer } from "../testing/fake-event-server";
import { readEventStream, type StreamEvent, StreamIdleError, StreamResponseError } from "./read-event-stream";

afterEach(() => vi.useRealTimers());

function open(server: ReturnType<typeof fakeEventServer>, idleTimeoutMs = 60_000) {
  const events: StreamEvent[] = [];
  const controller = new AbortController();
  const done = readEventStream({
    url: "http://api.test/Events",
    token: "token-1",
    onEvent: (event) => events.push(event),
    signal: controller.signal,
    idleTimeoutMs,
    fetch: server.fetch,
  });
  return { events, done, close: () => controller.abort() };
}

describe("readEventStream", () => {
  it("sends the bearer token and parses frames split across chunks, skipping comments", async () => {
    const server = fakeEventServer();
    const { events, done } = open(server);
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    const stream = server.last();
    expect(stream.headers.get("Authorization")).toBe("Bearer token-1");
    expect(stream.headers.get("Accept")).toBe("text/event-stream");

    stream.send('retry: 3000\nevent: ready\ndata: {"userId":"u1"}\n\n: heartbeat\n\n');
    stream.send('event: notification\ndata: {"action":');
    stream.send('"all_read","unread":0}\n\nevent: message\ndata: {"a":1}\n');
    stream.send("\n");
    stream.end();
    await done;

    expect(events).toEqual([
      { event: "ready", data: '{"userId":"u1"}' },
      { event: "notification", data: '{"action":"all_read","unread":0}' },
      { event: "message", data: '{"a":1}' },
    ]);
  });

  it("rejects with the status when the server refuses the stream", async () => {
    const server = fakeEventServer();
    server.failNext(401);
    await expect(open(server).done).rejects.toEqual(new StreamResponseError(401));
  });

  it("gives up after the idle timeout without a byte, while heartbeats keep it open", async () => {
    vi.useFakeTimers();
    const server = fakeEventServer();
    const { done } = open(server, 60_000);
    const outcome = done.then(
      () => "ended",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    const stream = server.last();
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(25_000);
      stream.send(": heartbeat\n\n");
    }
    await vi.advanceTimersByTimeAsync(59_000);
    expect(stream.isClosed()).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBeInstanceOf(StreamIdleError);
    expect(stream.isClosed()).toBe(true);
  });

  it("resolves quietly when the caller closes it", async () => {
    const server = fakeEventServer();
    const { done, close } = open(server);
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    close();
    await expect(done).resolves.toBeUndefined();
    expect(server.last().isClosed()).toBe(true);
  });
});
