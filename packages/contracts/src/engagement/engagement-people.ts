import { z } from "zod";

/** A member as engagement lists show them (feedback, comments, feedback requests). */
export const EngagementMemberSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** Relative to the API base: `/User/{id}/ProfilePicture?size=64&v=…`. */
  pictureUrl: z.string(),
});
export type EngagementMember = z.infer<typeof EngagementMemberSchema>;

export const engagementPaging = {
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  pageSize: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(50, "must be at most 50")
    .default(20),
};
