import { z } from "zod";

const uuid = (what: string) => z.uuid({ message: `must be ${what} id (UUID)` });

/** `/Institution/{id}`. */
export const InstitutionIdParamsSchema = z.object({ id: uuid("an institution") });

/** `/Institution/{id}/KeenLeaders|RisingStars|Fellows/{userId}`. */
export const InstitutionMemberParamsSchema = InstitutionIdParamsSchema.extend({ userId: uuid("a member") });

/** `/Institution/{id}/FeaturedCards/{cardId}`. */
export const InstitutionCardParamsSchema = InstitutionIdParamsSchema.extend({ cardId: uuid("a card") });

/** Optional text: trimmed, blank becomes null so "cleared" and "never set" look the same. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An http(s) address; blank becomes null. */
const optionalWebsite = z
  .string()
  .trim()
  .max(300, "must be at most 300 characters")
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    message: "must be a web address starting with http:// or https://",
  });

/**
 * `POST /Institution` and `PUT /Institution/{id}` (admins): the institution's own fields. The
 * ordered lists, the logo and partnership have their own routes.
 */
export const InstitutionWriteSchema = z.object({
  name: z
    .string({ message: "is required" })
    .trim()
    .min(2, "must be at least 2 characters")
    .max(200, "must be at most 200 characters"),
  shortName: optionalText(40),
  city: optionalText(120),
  region: optionalText(120),
  country: z
    .string()
    .trim()
    .min(2, "must be at least 2 characters")
    .max(120, "must be at most 120 characters")
    .default("United States"),
  website: optionalWebsite,
  /** Plain text; blank lines separate paragraphs. */
  description: optionalText(5000),
});
export type InstitutionWriteInput = z.input<typeof InstitutionWriteSchema>;

/** `GET /Institution`: every institution, paginated, filtered by name (admin lists and pickers). */
export const InstitutionListQuerySchema = z.object({
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  pageSize: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(25),
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
});
export type InstitutionListQuery = z.infer<typeof InstitutionListQuerySchema>;

/**
 * `PUT /Institution/{id}/FeaturedCards|KeenLeaders|Fellows|RisingStars/Reorder`: the complete new
 * order (card ids or member ids). Anything but a permutation of the current list is a 400 on `ids`.
 */
export const InstitutionReorderSchema = z.object({
  ids: z.array(z.uuid({ message: "must be a list of ids (UUIDs)" })).max(500, "must list at most 500 ids"),
});
export type InstitutionReorderInput = z.infer<typeof InstitutionReorderSchema>;

const fellowYear = z
  .number({ message: "must be a year" })
  .int("must be a whole year")
  .min(1900, "must be 1900 or later")
  .max(2100, "must be 2100 or earlier")
  .nullish()
  .transform((value) => value ?? null);

/** `POST /Institution/{id}/Fellows`: add one member as a fellow (optionally of a year). */
export const InstitutionFellowAddSchema = z.object({ userId: uuid("a member"), year: fellowYear });
export type InstitutionFellowAddInput = z.input<typeof InstitutionFellowAddSchema>;

/**
 * `POST /Institution/{id}/Fellows/Batch`: add many members at once, appended in this order. All or
 * nothing: an unknown id, a duplicate or a member who already is a fellow fails the whole batch.
 */
export const InstitutionFellowBatchSchema = z.object({
  userIds: z
    .array(z.uuid({ message: "must be a list of member ids (UUIDs)" }))
    .min(1, "must list at least one member")
    .max(200, "must list at most 200 members"),
  year: fellowYear,
});
export type InstitutionFellowBatchInput = z.input<typeof InstitutionFellowBatchSchema>;

/** Upload types and limit of `POST /Institution/{id}/Logo` (multipart, field `file`). */
export const INSTITUTION_LOGO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const INSTITUTION_LOGO_MAX_BYTES = 5 * 1024 * 1024;
