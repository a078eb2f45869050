import { z } from "zod";

/** A member related to another one, with why (best first in `GET /User/{id}/Related`). */
export const RelatedMemberSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  /** The member's primary institution, when they have one. */
  institutionName: z.string().nullable(),
  pictureUrl: z.string(),
  /** Higher is more related; only the order matters. */
  score: z.number(),
  /** Human-readable reasons, strongest first: "Same institution", "2 shared disciplines", … */
  reasons: z.array(z.string()),
});
export type RelatedMember = z.infer<typeof RelatedMemberSchema>;
export const RelatedMemberListSchema = z.array(RelatedMemberSchema);

/** Most members `GET /User/{id}/Related` returns. */
export const RELATED_MEMBERS_LIMIT = 12;
