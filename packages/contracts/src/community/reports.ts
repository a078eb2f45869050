import { z } from "zod";
import { cursorQuery, limitQuery } from "../paging";

const dateTime = z.iso.datetime({ offset: true });

/** What members may report (decision 0042). */
export const reportTargetTypes = ["card", "comment", "message", "chat_room", "member", "feedback"] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

/** Why a member reports something. */
export const reportReasons = ["spam", "harassment", "inappropriate", "copyright", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

/** `POST /Report`: report one thing, with a reason and a note (at most 1000 characters). */
export const ReportCreateSchema = z.object({
  targetType: z.enum(reportTargetTypes),
  targetId: z.uuid({ message: "must be an id (UUID)" }),
  reason: z.enum(reportReasons),
  note: z.string().trim().max(1000, "must be at most 1000 characters").default(""),
});
export type ReportCreateInput = z.infer<typeof ReportCreateSchema>;

/** A report as its reporter sees it. */
export const ReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(reportTargetTypes),
  targetId: z.uuid(),
  reason: z.enum(reportReasons),
  note: z.string(),
  createdAt: dateTime,
});
export type Report = z.infer<typeof ReportSchema>;

/** `GET /Admin/Reports`: open items, oldest first, cursor-paged. */
export const ModerationQueueQuerySchema = z.object({ ...limitQuery(50, 20), ...cursorQuery });
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuerySchema>;

const person = z.object({ id: z.uuid(), name: z.string() });

/** One reported item in the queue: the content as first reported, its author and its reports. */
export const ModerationItemSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(reportTargetTypes),
  targetId: z.uuid(),
  author: person.nullable(),
  snapshot: z.object({ title: z.string(), text: z.string() }),
  link: z.string(),
  isHidden: z.boolean(),
  createdAt: dateTime,
  reports: z.array(
    z.object({
      id: z.uuid(),
      reporter: person,
      reason: z.enum(reportReasons),
      note: z.string(),
      createdAt: dateTime,
    }),
  ),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

/** A page of the moderation queue. */
export const ModerationQueueSchema = z.object({
  items: z.array(ModerationItemSchema),
  nextCursor: z.string().nullable(),
});
export type ModerationQueue = z.infer<typeof ModerationQueueSchema>;

/**
 * What an admin does with an item: dismiss (unhide; reporters told), hide or remove the content
 * (reporters told), warn the author (a notification) or suspend them (until an optional end).
 */
export const moderationActions = ["dismiss", "hide", "remove", "warn", "suspend"] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const ModerationItemParamsSchema = z.object({ id: z.uuid({ message: "must be an item id (UUID)" }) });

/** `POST /Admin/Reports/{id}/Action`: the action, a note (required to warn or suspend) and a suspension's end. */
export const ModerationActionInputSchema = z
  .object({
    action: z.enum(moderationActions),
    note: z.string().trim().max(1000, "must be at most 1000 characters").default(""),
    until: dateTime.optional(),
  })
  .refine((input) => !["warn", "suspend"].includes(input.action) || input.note.length > 0, {
    path: ["note"],
    message: "is required to warn or suspend the author",
  });
export type ModerationActionInput = z.infer<typeof ModerationActionInputSchema>;

/** The item after the action. */
export const ModerationActionResultSchema = z.object({
  id: z.uuid(),
  decision: z.enum(["dismissed", "hidden", "removed"]).nullable(),
  isHidden: z.boolean(),
});
export type ModerationActionResult = z.infer<typeof ModerationActionResultSchema>;
