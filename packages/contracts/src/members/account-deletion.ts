import { z } from "zod";

/** `POST /User/{id}/delete`: the account's email typed again to confirm (compared case-insensitively). */
export const AccountDeletionSchema = z.object({
  confirmEmail: z
    .string({ message: "type the account's email address to confirm" })
    .trim()
    .min(1, "type the account's email address to confirm"),
});
export type AccountDeletionInput = z.infer<typeof AccountDeletionSchema>;

/** What the deletion did. The member and their identity are gone; sign out afterwards. */
export const AccountDeletionResultSchema = z.object({
  userId: z.uuid(),
  /** Drafts removed (cards never published where the member was the only member author). */
  deletedDrafts: z.number().int(),
  /** Published cards now credited to "Former member" (no other member author remained). */
  formerMemberCards: z.number().int(),
  /** Published cards that kept their other authors. */
  coAuthoredCards: z.number().int(),
});
export type AccountDeletionResult = z.infer<typeof AccountDeletionResultSchema>;

/** The name shown instead of a deleted member on cards that stay published. */
export const FORMER_MEMBER_NAME = "Former member";
