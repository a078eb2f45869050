import { render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installTestEnv } from "@/test/test-env";
import { fakeEventServer } from "./testing/fake-event-server";
import { dispatchLiveEvent, type LiveEventHandlers, useLiveEvents } from "./use-live-events";

beforeAll(() => installTestEnv());
afterEach(() => vi.useRealTimers());

function handlers() {
  return {
    onNotification: vi.fn<LiveEventHandlers["onNotification"]>(),
    onMessage: vi.fn<LiveEventHandlers["onMessage"]>(),
    onReconnect: vi.fn<LiveEventHandlers["onReconnect"]>(),
  };
}

describe("dispatchLiveEvent", () => {
  it("hands contract-shaped events to their handler and ignores anything else", async () => {
    const h = handlers();
    const roomId = "3f1c2a9e-7b4d-4e8a-9c21-5d6e7f8a9b0c";
    await dispatchLiveEvent({ event: "notification", data: '{"action":"all_read","unread":0}' }, h);
    await dispatchLiveEvent(
      { event: "message", data: JSON.stringify({ action: "read", chatRoomUuid: roomId }) },
      h,
    );
    await dispatchLiveEvent({ event: "notification", data: '{"action":"exploded"}' }, h);
    await dispatchLiveEvent({ event: "message", data: "not json" }, h);
    await dispatchLiveEvent({ event: "other", data: "{}" }, h);

    expect(h.onNotification).toHaveBeenCalledExactlyOnceWith({ action: "all_read", unread: 0 });
    expect(h.onMessage).toHaveBeenCalledExactlyOnceWith({ action: "read", chatRoomUuid: roomId });
  });
});

function Probe(props: { enabled: boolean; server: ReturnType<typeof fakeEventServer> } & LiveEventHandlers) {
  const { server, ...rest } = props;
  useLiveEvents({
    ...rest,
    connection: { fetch: server.fetch, getToken: async () => "token-1", random: () => 0.5 },
  });
  return null;
}

describe("useLiveEvents", () => {
  it("opens one stream to /Events while enabled, reports reconnections, and closes it when disabled", async () => {
    vi.useFakeTimers();
    const server = fakeEventServer();
    const h = handlers();
    const view = render(<Probe enabled={false} server={server} {...h} />);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requestCount()).toBe(0);

    view.rerender(<Probe enabled server={server} {...h} />);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.streams.map((s) => s.url)).toEqual(["http://api.test/Events"]);
    server.last().sendEvent("ready", {});
    server.last().sendEvent("notification", { action: "all_read", unread: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.onNotification).toHaveBeenCalledTimes(1);
    expect(h.onReconnect).not.toHaveBeenCalled();

    server.last().end();
    await vi.advanceTimersByTimeAsync(1_000);
    server.last().sendEvent("ready", {});
    await vi.advanceTimersByTimeAsync(0);
    expect(h.onReconnect).toHaveBeenCalledTimes(1);

    // Signed out: the stream closes and stays closed.
    view.rerender(<Probe enabled={false} server={server} {...h} />);
    expect(server.last().isClosed()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requestCount()).toBe(2);
  });

  it("reconnects at once when the browser comes back online", async () => {
    vi.useFakeTimers();
    const server = fakeEventServer();
    for (let i = 0; i < 4; i++) server.failNext(502);
    render(<Probe enabled server={server} {...handlers()} />);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.requestCount()).toBe(3);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requestCount()).toBe(4);
  });
});
