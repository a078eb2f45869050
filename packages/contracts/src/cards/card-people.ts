import { z } from "zod";

/**
 * An author of a card, in the card's order: a member (`userId`) or a named external co-author
 * (`isExternal`, `userId` null). `id` identifies the author entry (reorder and remove by it).
 */
export const CardAuthorSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  title: z.string().nullable(),
  institution: z.string().nullable(),
  isExternal: z.boolean(),
});
export type CardAuthor = z.infer<typeof CardAuthorSchema>;
export const CardAuthorListSchema = z.array(CardAuthorSchema);

/** A member who may edit a card's draft without being credited as an author. */
export const CardEditorSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  title: z.string().nullable(),
  institution: z.string().nullable(),
});
export type CardEditor = z.infer<typeof CardEditorSchema>;
export const CardEditorListSchema = z.array(CardEditorSchema);

/** `POST /Card/{cardId}/Authors`: add a member, or an external co-author by name. */
export const CardAuthorAddSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("member"), userId: z.uuid({ message: "must be a member id (UUID)" }) }),
  z.object({
    kind: z.literal("external"),
    name: z.string().trim().min(1, "is required").max(160, "must be at most 160 characters"),
    title: z.string().trim().max(160, "must be at most 160 characters").nullish(),
    institution: z.string().trim().max(200, "must be at most 200 characters").nullish(),
  }),
]);
export type CardAuthorAddInput = z.infer<typeof CardAuthorAddSchema>;

/** `PUT /Card/{cardId}/Authors`: the complete new order of author entry ids (a permutation). */
export const CardAuthorReorderSchema = z.object({
  authorIds: z.array(z.uuid()).min(1, "must list every author"),
});
export type CardAuthorReorderInput = z.infer<typeof CardAuthorReorderSchema>;

/** `POST /Card/{cardId}/Editors`. */
export const CardEditorAddSchema = z.object({
  userId: z.uuid({ message: "must be a member id (UUID)" }),
});
export type CardEditorAddInput = z.infer<typeof CardEditorAddSchema>;
