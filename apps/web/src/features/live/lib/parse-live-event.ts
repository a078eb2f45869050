import {
  type MessageLiveEvent,
  MessageLiveEventSchema,
  type NotificationLiveEvent,
  NotificationLiveEventSchema,
} from "@keen/contracts";
import type { StreamEvent } from "./read-event-stream";

export type LiveEvent =
  | { event: "notification"; data: NotificationLiveEvent }
  | { event: "message"; data: MessageLiveEvent };

/**
 * A stream event's data checked against its contract (zod), or null when it is not JSON, does
 * not match, or is of another kind. Its own module: zod loads with the first live event, not with
 * every member page (decision 0021).
 */
export function parseLiveEvent(event: StreamEvent): LiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (event.event === "notification") {
    const parsed = NotificationLiveEventSchema.safeParse(json);
    return parsed.success ? { event: "notification", data: parsed.data } : null;
  }
  if (event.event === "message") {
    const parsed = MessageLiveEventSchema.safeParse(json);
    return parsed.success ? { event: "message", data: parsed.data } : null;
  }
  return null;
}
