import { z } from "zod";
import { EngagementMemberSchema } from "./engagement-people";

const dateTime = z.iso.datetime({ offset: true });

/** `POST /Card/{cardId}/FeedbackRequests`: ask members for feedback on the card (authors, editors, admins). */
export const FeedbackRequestCreateSchema = z.object({
  userIds: z
    .array(z.uuid({ message: "must be member ids (UUID)" }), { message: "is required" })
    .min(1, "name at least one member")
    .max(20, "name at most 20 members at once"),
  message: z.string().trim().max(1000, "must be at most 1,000 characters").default(""),
});
export type FeedbackRequestCreateInput = z.input<typeof FeedbackRequestCreateSchema>;

export const FeedbackRequestStatusSchema = z.enum(["open", "answered", "withdrawn"]);
export type FeedbackRequestStatus = z.infer<typeof FeedbackRequestStatusSchema>;

/** One request: who was asked, by whom, and whether they answered. */
export const FeedbackRequestSchema = z.object({
  id: z.uuid(),
  cardId: z.uuid(),
  member: EngagementMemberSchema,
  requestedBy: EngagementMemberSchema.nullable(),
  message: z.string(),
  status: FeedbackRequestStatusSchema,
  createdAt: dateTime,
  answeredAt: dateTime.nullable(),
  withdrawnAt: dateTime.nullable(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

/** `GET /Card/{cardId}/FeedbackRequests` (the card's authors, editors, admins): newest first. */
export const FeedbackRequestListSchema = z.array(FeedbackRequestSchema);

/** `GET /Card/FeedbackRequests/Mine`: the open requests made of the caller, with the card's title. */
export const FeedbackRequestForMeSchema = FeedbackRequestSchema.extend({ cardTitle: z.string() });
export const FeedbackRequestForMeListSchema = z.array(FeedbackRequestForMeSchema);
export type FeedbackRequestForMe = z.infer<typeof FeedbackRequestForMeSchema>;

export const FeedbackRequestParamsSchema = z.object({
  cardId: z.uuid({ message: "must be a card id (UUID)" }),
  requestId: z.uuid({ message: "must be a feedback request id (UUID)" }),
});
