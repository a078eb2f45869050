import { z } from "zod";
import { cursorQuery } from "../paging";
import { CardContentPatchSchema } from "./card-content";
import { CardListStatusSchema, CardSortSchema, CardVersionKindSchema } from "./card-enums";

export const CardIdParamsSchema = z.object({ cardId: z.uuid({ message: "must be a card id (UUID)" }) });
export const CardUserParamsSchema = CardIdParamsSchema.extend({
  userId: z.uuid({ message: "must be a member or author id (UUID)" }),
});
export const CardsByUserParamsSchema = z.object({
  userId: z.uuid({ message: "must be a member id (UUID)" }),
});

/** `POST /Card`: a new draft, optionally with initial content; the caller becomes its first author. */
export const CardCreateSchema = CardContentPatchSchema;
export type CardCreateInput = z.infer<typeof CardCreateSchema>;

/**
 * `PUT /Card/{cardId}`: save changed draft fields. `baseRevision` is the `draftRevision` the
 * client loaded (or last saved); a field someone else changed after it answers 409.
 */
export const CardUpdateSchema = z.object({
  baseRevision: z.number({ message: "is required" }).int().min(0),
  changes: CardContentPatchSchema,
});
export type CardUpdateInput = z.infer<typeof CardUpdateSchema>;

/** `GET /Card/{cardId}?version=`: default the published version when there is one, else the draft. */
export const CardReadQuerySchema = z.object({
  version: CardVersionKindSchema.optional(),
  /** An earlier (or the latest) published version by its number: what a version link or citation shows. */
  number: z.coerce.number().int("must be a version number").min(1, "must be a version number").optional(),
});

const paging = {
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  pageSize: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(50, "must be at most 50")
    .default(20),
  sort: CardSortSchema.default("newest"),
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  ...cursorQuery,
};

/** `GET /Card`: published cards, paginated, sorted, filtered by type and text. */
const flag = z
  .enum(["true", "false"], { message: "must be true or false" })
  .optional()
  .transform((value) => value === "true");

export const CardListQuerySchema = z.object({
  ...paging,
  typeId: z.uuid({ message: "must be a card type id (UUID)" }).optional(),
  /** Only cards whose published version (or an earlier one) passed peer review. */
  reviewed: flag,
  /** Only cards an admin marked Exemplar. */
  exemplar: flag,
});
export type CardListQuery = z.infer<typeof CardListQuerySchema>;

/**
 * `GET /Card/ByUser/{userId}`: cards the member authors or edits. Without `status`, the member
 * themself (and admins) get every card that is not deleted; other callers only published ones.
 */
export const CardsByUserQuerySchema = z.object({ ...paging, status: CardListStatusSchema.optional() });
export type CardsByUserQuery = z.infer<typeof CardsByUserQuerySchema>;

/** `GET /Card/{cardId}/Related`. */
export const RelatedCardsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, "must be at least 1").max(20, "must be at most 20").default(6),
});
