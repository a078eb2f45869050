import { z } from "zod";

/** What `GET /Search` can look for. */
export const SearchTypeSchema = z.enum(["card", "user"]);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/**
 * `GET /Search` query: `query` (free text; empty lists everything of the types), `types` (one or
 * more of card, user separated by `,` or `|`; default all), `page` (from 1), `pageSize` (≤ 50).
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
});
export type MemberSearchHit = z.infer<typeof MemberSearchHitSchema>;

/** One search result; cards join this union once they are indexed. */
export const SearchHitSchema = z.discriminatedUnion("type", [MemberSearchHitSchema]);
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** `GET /Search` response: one page of hits, best first, and the total number of hits. */
export const SearchResultSchema = z.object({
  items: z.array(SearchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
