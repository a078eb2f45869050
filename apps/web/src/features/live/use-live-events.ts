import type { MessageLiveEvent, NotificationLiveEvent } from "@keen/contracts";
import { useEffect, useRef } from "react";
import { apiUrl } from "@/lib/api-url";
import { getAccessToken } from "@/lib/oidc";
import { type LiveConnectionOptions, startLiveConnection } from "./lib/live-connection";
import type { StreamEvent } from "./lib/read-event-stream";

export type LiveEventHandlers = {
  onNotification: (event: NotificationLiveEvent) => void;
  onMessage: (event: MessageLiveEvent) => void;
  /** After a reconnection: events may have been missed, so refetch what they would have changed. */
  onReconnect: () => void;
};

let parser: Promise<typeof import("./lib/parse-live-event")> | undefined;

/** The contract checks (zod), loaded with the first event; a failed load is tried again next time. */
function loadParser() {
  parser ??= import("./lib/parse-live-event").catch((error: unknown) => {
    parser = undefined;
    throw error;
  });
  return parser;
}

/**
 * Hands a stream event to its handler when its data matches the contract; anything else is
 * ignored, and so is an event that arrives while the checks cannot load (the next reconnection
 * refetches what it would have changed).
 */
export async function dispatchLiveEvent(event: StreamEvent, handlers: LiveEventHandlers): Promise<void> {
  if (event.event !== "notification" && event.event !== "message") return;
  const parsed = await loadParser().then(
    ({ parseLiveEvent }) => parseLiveEvent(event),
    () => null,
  );
  if (parsed?.event === "notification") handlers.onNotification(parsed.data);
  else if (parsed?.event === "message") handlers.onMessage(parsed.data);
}

type UseLiveEventsOptions = LiveEventHandlers & {
  /** Only a signed-in, onboarded member has a stream; turning this off closes it. */
  enabled: boolean;
  /** For tests: the transport and the jitter. */
  connection?: Pick<LiveConnectionOptions, "fetch" | "random" | "getToken">;
};

/**
 * Keeps the tab's one live stream (`GET /Events`) open while `enabled`, handing each notification
 * and message event to the handlers; reconnects with back-off, and at once when the browser
 * comes back online.
 */
export function useLiveEvents({ enabled, connection, ...handlers }: UseLiveEventsOptions): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const connectionRef = useRef(connection);

  useEffect(() => {
    if (!enabled) return;
    // Events wait for the checks to load; reconnections queue behind them, so the order holds.
    let delivered = Promise.resolve();
    const live = startLiveConnection({
      url: () => apiUrl("/Events"),
      getToken: getAccessToken,
      ...connectionRef.current,
      onEvent: (event) => {
        delivered = delivered.then(() => dispatchLiveEvent(event, handlersRef.current));
      },
      onReady: (isReconnect) => {
        if (isReconnect) delivered = delivered.then(() => handlersRef.current.onReconnect());
      },
    });
    const handleOnline = () => live.retryNow();
    window.addEventListener("online", handleOnline);
    return () => {
      window.removeEventListener("online", handleOnline);
      live.stop();
    };
  }, [enabled]);
}
