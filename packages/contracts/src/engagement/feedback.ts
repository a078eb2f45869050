import { z } from "zod";
import { pageQuery } from "../paging";
import { EngagementMemberSchema } from "./engagement-people";

const dateTime = z.iso.datetime({ offset: true });

/**
 * `PUT /Card/{cardId}/Feedback`: the caller's feedback on a card (created or replaced; one per
 * member). A rating, a comment or "I used this" must be given; term and class size only go with
 * "I used this".
 */
export const FeedbackWriteSchema = z
  .object({
    rating: z
      .number({ message: "must be a number from 1 to 5" })
      .int("must be a whole number from 1 to 5")
      .min(1, "must be from 1 to 5")
      .max(5, "must be from 1 to 5")
      .nullable()
      .default(null),
    comment: z.string().trim().max(2000, "must be at most 2,000 characters").default(""),
    usedInTeaching: z.boolean({ message: "must be true or false" }).default(false),
    usedTerm: z
      .string()
      .trim()
      .max(60, "must be at most 60 characters")
      .nullable()
      .default(null)
      .transform((value) => (value ? value : null)),
    classSize: z
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100_000, "must be at most 100,000")
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    if (value.rating === null && value.comment === "" && !value.usedInTeaching) {
      ctx.addIssue({
        code: "custom",
        path: ["rating"],
        message: "give a rating, a comment or say you used this card",
      });
    }
    if (!value.usedInTeaching && value.usedTerm !== null) {
      ctx.addIssue({ code: "custom", path: ["usedTerm"], message: "goes with “I used this in my teaching”" });
    }
    if (!value.usedInTeaching && value.classSize !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["classSize"],
        message: "goes with “I used this in my teaching”",
      });
    }
  });
export type FeedbackWriteInput = z.input<typeof FeedbackWriteSchema>;
export type FeedbackWrite = z.output<typeof FeedbackWriteSchema>;

/** One member's feedback on a card. */
export const FeedbackSchema = z.object({
  id: z.uuid(),
  member: EngagementMemberSchema,
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string(),
  usedInTeaching: z.boolean(),
  usedTerm: z.string().nullable(),
  classSize: z.number().int().nullable(),
  /** The published version the member gave it on (null: the draft, on an author's request). */
  versionNumber: z.number().int().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** The card's engagement figures (also on card detail and list items). */
export const FeedbackSummarySchema = z.object({
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  timesUsed: z.number().int(),
  /** How many ratings of each value: index 0 is one star, index 4 five stars. */
  distribution: z.array(z.number().int()).length(5),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

/** `GET /Card/{cardId}/Feedback`: newest first; `mine` is the caller's own (null when none or anonymous). */
export const FeedbackQuerySchema = z.object(pageQuery);
export type FeedbackQuery = z.infer<typeof FeedbackQuerySchema>;

export const FeedbackListSchema = z.object({
  items: z.array(FeedbackSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: FeedbackSummarySchema,
  mine: FeedbackSchema.nullable(),
  /** Whether the caller may give feedback (a member who is not an author; on a draft only when asked). */
  canGiveFeedback: z.boolean(),
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;
