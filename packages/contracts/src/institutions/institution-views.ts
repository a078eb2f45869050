import { z } from "zod";
import { CardSummarySchema, paginatedSchema } from "../cards/card-views";

const dateTime = z.iso.datetime({ offset: true });

/**
 * A member in one of an institution's lists (KEEN leaders, fellows, rising stars), linking to
 * `/members/{userId}`. `pictureUrl` is relative to the API base, like `User.pictureUrl`.
 */
export const InstitutionPersonSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  pictureUrl: z.string(),
});
export type InstitutionPerson = z.infer<typeof InstitutionPersonSchema>;
export const InstitutionPersonListSchema = z.array(InstitutionPersonSchema);

/** A fellow: the member and the fellowship year, when known. */
export const InstitutionFellowSchema = InstitutionPersonSchema.extend({ year: z.number().int().nullable() });
export type InstitutionFellow = z.infer<typeof InstitutionFellowSchema>;
export const InstitutionFellowListSchema = z.array(InstitutionFellowSchema);

/** Featured cards, in the admins' order (published cards only). */
export const InstitutionFeaturedCardListSchema = z.array(CardSummarySchema);

/**
 * `GET /Institution/{id}/Statistics`, computed on every read: members who list the institution,
 * their published cards (not deleted), reviewed cards among those (0 until card reviews exist),
 * and the lengths of the three people lists.
 */
export const InstitutionStatisticsSchema = z.object({
  members: z.number().int(),
  publishedCards: z.number().int(),
  reviewedCards: z.number().int(),
  fellows: z.number().int(),
  risingStars: z.number().int(),
  keenLeaders: z.number().int(),
});
export type InstitutionStatistics = z.infer<typeof InstitutionStatisticsSchema>;

/** What the caller may do with an institution (admins only, today). */
export const InstitutionAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });

/** The institution's own fields, as lists and the detail show them. */
export const InstitutionFieldsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  website: z.string().nullable(),
  /** `GET /Institution/{id}/Logo?v=…` relative to the API base, or null without a logo. */
  logoUrl: z.string().nullable(),
  isPartner: z.boolean(),
});

/** `GET /Institution`: one row of the admin list. */
export const InstitutionListItemSchema = InstitutionFieldsSchema.extend({
  members: z.number().int(),
  updatedAt: dateTime,
});
export type InstitutionListItem = z.infer<typeof InstitutionListItemSchema>;
export const InstitutionListPageSchema = paginatedSchema(InstitutionListItemSchema);
export type InstitutionListPage = z.infer<typeof InstitutionListPageSchema>;

/** `GET /Institution/{id}` (everyone): the page of an institution with its ordered lists. */
export const InstitutionDetailSchema = InstitutionFieldsSchema.extend({
  description: z.string().nullable(),
  featuredCards: InstitutionFeaturedCardListSchema,
  keenLeaders: InstitutionPersonListSchema,
  fellows: InstitutionFellowListSchema,
  risingStars: InstitutionPersonListSchema,
  statistics: InstitutionStatisticsSchema,
  createdAt: dateTime,
  updatedAt: dateTime,
  abilities: InstitutionAbilitiesSchema,
});
export type InstitutionDetail = z.infer<typeof InstitutionDetailSchema>;

/** `POST /Institution/{id}/Logo`: where the new logo is served. */
export const InstitutionLogoSchema = z.object({ logoUrl: z.string() });
