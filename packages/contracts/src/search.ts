import { z } from "zod";

/** What `GET /Search` can look for. */
export const SearchTypeSchema = z.enum(["card", "user"]);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/**
 * `GET /Search` query: `query` (free text; empty lists everything of the types), `types` (one or
 * more of card, user separated by `,` or `|`; default all), `page` (from 1), `pageSize` (≤ 50);
 * `reviewed=true` / `exemplar=true` keep only peer-reviewed / Exemplar cards (members are left out).
 */
export const SearchQuerySchema = z.object({
  query: z.string().trim().max(200, "must be at most 200 characters").default(""),
  types: z
    .string()
    .regex(/^(card|user)([,|](card|user))*$/, "must be card, user, or both separated by a comma")
    .optional(),
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  pageSize: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(50, "must be at most 50")
    .default(20),
  reviewed: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  exemplar: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** A member found by search (public profile facts only; never the email). */
export const MemberSearchHitSchema = z.object({
  type: z.literal("user"),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  institution: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /**
   * The member's uploaded picture at 256 px, relative to the API base
   * (`/User/{id}/ProfilePicture?size=256&v=…`, like `User.pictureUrl`); null when they have none,
   * so the client draws their initials without asking for the initials image.
   */
  pictureUrl: z.string().nullable(),
});
export type MemberSearchHit = z.infer<typeof MemberSearchHitSchema>;

/** A published card found by search: facts of its published version, enough for a result row. */
export const CardSearchHitSchema = z.object({
  type: z.literal("card"),
  cardId: z.uuid(),
  title: z.string(),
  summary: z.string(),
  /** Name of the card type (General, Activity, …), null when the type was removed. */
  cardType: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** Author names as published (members and external co-authors), in order. */
  authors: z.array(z.string()),
});
export type CardSearchHit = z.infer<typeof CardSearchHitSchema>;

/** One search result: a card or a member. */
export const SearchHitSchema = z.discriminatedUnion("type", [CardSearchHitSchema, MemberSearchHitSchema]);
export type SearchHit = z.infer<typeof SearchHitSchema>;

/**
 * `GET /Search` response: one page of hits and the total number of hits. With both types, cards
 * (best first) come before members (best first) as one list that the pages walk through.
 */
export const SearchResultSchema = z.object({
  items: z.array(SearchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
