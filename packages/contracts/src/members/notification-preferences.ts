import { z } from "zod";
import {
  type NotificationChannel,
  type NotificationType,
  notificationChannels,
  notificationTypes,
} from "../enums";

/** Kinds of notification the platform sends (used by the notifications feature). */
export const NotificationTypeSchema = z.enum(notificationTypes);

/** Where a notification goes: in the app only, also by email, or nowhere. */
export const NotificationChannelSchema = z.enum(notificationChannels);

/** The channel of each type until the member chooses one. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationType, NotificationChannel> = {
  card_published: "in_app",
  card_commented: "email",
  card_feedback: "email",
  review_requested: "email",
  review_completed: "email",
  feedback_requested: "email",
  co_author_added: "email",
  direct_message: "email",
  institution_role: "email",
  institution_proposal: "email",
  weekly_digest: "email",
  moderation: "in_app",
};

export const NotificationPreferenceSchema = z.object({
  type: NotificationTypeSchema,
  channel: NotificationChannelSchema,
  /** True while the member has not chosen (the default applies). */
  isDefault: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

/** `GET|PUT /User/me/NotificationPreferences` response: every type, in `NotificationTypeSchema` order. */
export const NotificationPreferenceListSchema = z.array(NotificationPreferenceSchema);

/** `PUT /User/me/NotificationPreferences`: the types to change (others stay as they are). */
export const NotificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(z.object({ type: NotificationTypeSchema, channel: NotificationChannelSchema }))
    .min(1, "must change at least one type")
    .max(NotificationTypeSchema.options.length * 2, "lists too many changes"),
});
export type NotificationPreferencesUpdateInput = z.infer<typeof NotificationPreferencesUpdateSchema>;
