import {
  type MessageLiveEvent,
  MessageLiveEventSchema,
  type NotificationLiveEvent,
  NotificationLiveEventSchema,
} from "@keen/contracts";
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

/** Hands a stream event to its handler when its data matches the contract; anything else is ignored. */
export function dispatchLiveEvent(event: StreamEvent, handlers: LiveEventHandlers): void {
  const schema =
    event.event === "notification"
      ? NotificationLiveEventSchema
      : event.event === "message"
        ? MessageLiveEventSchema
        : undefined;
  if (!schema) return;
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    return;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return;
  if (event.event === "notification") handlers.onNotification(parsed.data as NotificationLiveEvent);
  else handlers.onMessage(parsed.data as MessageLiveEvent);
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
    const live = startLiveConnection({
      url: () => apiUrl("/Events"),
      getToken: getAccessToken,
      ...connectionRef.current,
      onEvent: (event) => dispatchLiveEvent(event, handlersRef.current),
      onReady: (isReconnect) => {
        if (isReconnect) handlersRef.current.onReconnect();
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
