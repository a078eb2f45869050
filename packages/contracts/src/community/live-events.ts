import { z } from "zod";
import { ChatMessageSchema } from "./messages";
import { NotificationSchema } from "./notifications";

/**
 * `event: notification` on `GET /Events`: something changed in the caller's notifications, with
 * the unread count after the change (other tabs and devices stay in step).
 */
export const NotificationLiveEventSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("created"), notification: NotificationSchema, unread: z.number().int() }),
  z.object({ action: z.literal("read"), ids: z.array(z.uuid()), unread: z.number().int() }),
  z.object({ action: z.literal("deleted"), ids: z.array(z.uuid()), unread: z.number().int() }),
  z.object({ action: z.literal("all_read"), unread: z.number().int() }),
]);
export type NotificationLiveEvent = z.infer<typeof NotificationLiveEventSchema>;

/**
 * `event: message` on `GET /Events`: a new message in one of the caller's rooms, a room the caller
 * read elsewhere, or a room that changed (renamed, members). `message` is absent when it was too
 * long to carry (refetch the room).
 */
export const MessageLiveEventSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("created"),
    chatRoomUuid: z.uuid(),
    message: ChatMessageSchema.optional(),
  }),
  z.object({ action: z.literal("read"), chatRoomUuid: z.uuid() }),
  z.object({ action: z.literal("room_changed"), chatRoomUuid: z.uuid() }),
]);
export type MessageLiveEvent = z.infer<typeof MessageLiveEventSchema>;

/** Names of the events `GET /Events` sends (besides `: heartbeat` comments and `event: ready`). */
export const LIVE_EVENT_NAMES = ["notification", "message"] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];
