import { type Database, moderationItems } from "@keen/db";
import { eq } from "drizzle-orm";
import type { NotificationText } from "./notification-text";

const kindWords: Record<string, string> = {
  card: "card",
  comment: "comment",
  message: "message",
  chat_room: "chat room",
  member: "member profile",
  feedback: "feedback comment",
};

const outcomeWords: Record<string, string> = {
  dismissed: "reviewed it and left it up",
  hidden: "hid it",
  removed: "removed it",
};

/**
 * What a moderation decision says (decision 0042): reporters learn the outcome (never who else
 * reported); the author learns their content was hidden or removed, or reads the admin's warning.
 * Reporters are never named to the author. Null when the item is gone or undecided.
 */
export async function describeModeration(
  db: Database,
  { itemId, to, note }: { itemId: string; to: "reporters" | "author"; note: string },
): Promise<NotificationText | null> {
  const [item] = await db.select().from(moderationItems).where(eq(moderationItems.id, itemId));
  if (!item) return null;
  const kind = kindWords[item.targetType] ?? "content";
  const base = { type: "moderation" as const, groupKey: null, link: item.link };
  if (to === "reporters") {
    const outcome = item.decision ? outcomeWords[item.decision] : undefined;
    if (!outcome) return null;
    return {
      ...base,
      title: `Thank you for your report: the admins ${outcome}`,
      body: `The ${kind} you reported.`,
    };
  }
  if (item.decision === "hidden" || item.decision === "removed") {
    return {
      ...base,
      title: `An admin ${item.decision === "hidden" ? "hid" : "removed"} your ${kind}`,
      body: "It was reported and broke the community guidelines.",
    };
  }
  return { ...base, title: `A warning from the admins about your ${kind}`, body: note };
}
