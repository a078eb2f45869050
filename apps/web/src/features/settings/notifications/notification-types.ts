import type { NotificationChannel, NotificationType } from "@keen/contracts";

/** How each notification type is described to members, in the order the table shows them. */
export const notificationTypeTexts: Record<NotificationType, { label: string; description: string }> = {
  card_published: { label: "Card published", description: "A card you author or edit is published." },
  card_commented: {
    label: "Comments on cards",
    description: "Someone comments on a card you author or on a discussion you took part in.",
  },
  card_feedback: {
    label: "Feedback on your cards",
    description: "Someone rates a card you author, comments on it or says they used it.",
  },
  co_author_added: {
    label: "Added as co-author",
    description: "Someone adds you as an author or editor of a card.",
  },
  feedback_requested: {
    label: "Feedback requests",
    description: "A member asks for your feedback on a card.",
  },
  review_requested: { label: "Review requests", description: "You are asked to review a submitted card." },
  review_completed: {
    label: "Review completed",
    description: "A reviewer finishes the review of your card.",
  },
  direct_message: {
    label: "Direct messages",
    description: "A member sends you a message while you are away.",
  },
  institution_role: {
    label: "Institution roles",
    description: "You are named a leader, fellow or rising star of an institution.",
  },
  institution_proposal: {
    label: "Institution you proposed",
    description: "An admin adds, merges or declines the institution you proposed.",
  },
  weekly_digest: {
    label: "Weekly digest",
    description: "One e-mail a week listing the notifications you have not read.",
  },
  moderation: {
    label: "Reports and moderation",
    description: "What became of content you reported, and moderators' notes about your own.",
  },
};

/** The channel columns: where a notification goes. */
export const channelTexts: { channel: NotificationChannel; label: string; hint: string }[] = [
  { channel: "in_app", label: "In app", hint: "Shown under the bell in KEEN Cards" },
  { channel: "email", label: "Email", hint: "In the app and by email" },
  { channel: "off", label: "Off", hint: "Not sent" },
];

/** Table order: the order of `notificationTypeTexts`, types the server adds later at the end. */
export function sortByTableOrder<T extends { type: NotificationType }>(rows: readonly T[]): T[] {
  const order = Object.keys(notificationTypeTexts);
  const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
  return [...rows].sort((a, b) => rank(a.type) - rank(b.type));
}
