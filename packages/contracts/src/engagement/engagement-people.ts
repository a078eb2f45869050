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
