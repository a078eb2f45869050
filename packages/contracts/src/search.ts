import { z } from "zod";
import { cardLicenses, courseLevels } from "./cards/card-enum-values";
import { CardStatusSchema } from "./cards/card-enums";
import { searchSorts, searchTypes } from "./search-values";

/** What `GET /Search` can look for (values and type in search-values.ts). */
export const SearchTypeSchema = z.enum(searchTypes);

/** Orders of card hits: relevance (default with a query), newest, top rated, most used. */
export const SearchSortSchema = z.enum(searchSorts);

const trueOrFalse = z
  .enum(["true", "false"], { message: "must be true or false" })
  .optional()
  .transform((value) => value === "true");

/** `page` and `pageSize` of the search routes. */
const searchPaging = {
  page: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(500, "must be at most 500")
    .default(1),
  pageSize: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(50, "must be at most 50")
    .default(20),
};

/** Free text: words (whole words; typos and non-words expand through the vocabulary) and "phrases". */
const searchText = z.string().trim().max(200, "must be at most 200 characters").default("");

/**
 * Values of a multi-select card filter: one or more separated by `,` or given as repeated
 * parameters (a card matches any of them), at most 20; the same value twice counts once.
 */
function oneOrMore<T extends z.ZodType<string, string>>(value: T, what: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((given) => [
      ...new Set([given].flat().flatMap((text) => text.split(",").map((part) => part.trim()))),
    ])
    .pipe(
      z.array(value, { message: `must be ${what} separated by commas` }).max(20, "must be at most 20 values"),
    )
    .optional();
}

/**
 * `GET /Search` query: `query` (free text; empty lists everything of the types), `types` (one or
 * more of card, user separated by `,` or `|`; default all), `page` (from 1), `pageSize` (≤ 50);
 * card filters (they narrow the cards only; members found beside them are not filtered):
 * `reviewed=true` / `exemplar=true` keep only peer-reviewed / Exemplar cards; `cardType`,
 * `discipline` (ids), `courseLevel` and `license` (values) each take one or more values separated
 * by `,` and keep cards with any of them; `tag` keeps cards with that tag; `sort` orders the cards.
 */
export const SearchQuerySchema = z.object({
  query: searchText,
  types: z
    .string()
    .regex(/^(card|user)([,|](card|user))*$/, "must be card, user, or both separated by a comma")
    .optional(),
  ...searchPaging,
  reviewed: trueOrFalse,
  exemplar: trueOrFalse,
  cardType: oneOrMore(z.uuid("must be a card type id"), "card type ids"),
  discipline: oneOrMore(z.uuid("must be a discipline id"), "discipline ids"),
  courseLevel: oneOrMore(z.enum(courseLevels), `course levels (${courseLevels.join(", ")})`),
  license: oneOrMore(z.enum(cardLicenses), `licences (${cardLicenses.join(", ")})`),
  tag: z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters").optional(),
  sort: SearchSortSchema.optional(),
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

/**
 * Text with the matched words marked: plain text (never HTML) and the `[start, end)` UTF-16
 * ranges to highlight, so a client renders marks without injecting markup.
 */
export const HighlightedTextSchema = z.object({
  text: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type HighlightedText = z.infer<typeof HighlightedTextSchema>;

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
  /** Title and summary with the query's words marked (the plain title/summary when no query). */
  titleHighlight: HighlightedTextSchema,
  summaryHighlight: HighlightedTextSchema,
  /** A fragment of the body around the matched words; null when no query or no body. */
  snippet: HighlightedTextSchema.nullable(),
  disciplines: z.array(z.string()),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  bookmarkCount: z.number().int(),
  /** "I used this in my teaching" answers (what "most used" sorts by). */
  timesUsed: z.number().int(),
  isPeerReviewed: z.boolean(),
  isExemplar: z.boolean(),
});
export type CardSearchHit = z.infer<typeof CardSearchHitSchema>;

/** One search result: a card or a member. */
export const SearchHitSchema = z.discriminatedUnion("type", [CardSearchHitSchema, MemberSearchHitSchema]);
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** One value of a facet and how many matching cards have it. */
export const SearchFacetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type SearchFacetValue = z.infer<typeof SearchFacetValueSchema>;

/**
 * Counts of the matching cards per card type, discipline, course level, licence, tag (the 15 most
 * frequent) and recognition. Counted over at most the first 1,000 matches; past that `isEstimate`
 * is true and the counts are scaled to the estimated total. The values of a multi-select facet
 * with a selection (card type, discipline, course level, licence) are counted over the matches of
 * the other filters, so a value not chosen yet still shows how many of those cards have it; other facets count
 * the filtered matches.
 */
export const SearchFacetsSchema = z.object({
  cardTypes: z.array(SearchFacetValueSchema),
  disciplines: z.array(SearchFacetValueSchema),
  courseLevels: z.array(SearchFacetValueSchema),
  licenses: z.array(SearchFacetValueSchema),
  tags: z.array(SearchFacetValueSchema),
  reviewed: z.number().int(),
  exemplar: z.number().int(),
  isEstimate: z.boolean(),
});
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;

/**
 * `GET /Search` response: one page of hits and the total number of hits. With both types, cards
 * (best first) come before members (best first) as one list that the pages walk through. Past
 * 1,000 card matches the total is PostgreSQL's estimate (`totalIsEstimate`). `facets` are the
 * cards' (null when cards were not searched).
 */
export const SearchResultSchema = z.object({
  items: z.array(SearchHitSchema),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  facets: SearchFacetsSchema.nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** `GET /Search/draft` query: words and phrases over the caller's own cards' drafts. */
export const DraftSearchQuerySchema = z.object({ query: searchText, ...searchPaging });
export type DraftSearchQuery = z.infer<typeof DraftSearchQuerySchema>;

/** One of the caller's own cards found by its draft (title, summary, tags and body). */
export const DraftSearchHitSchema = z.object({
  cardId: z.uuid(),
  status: CardStatusSchema,
  titleHighlight: HighlightedTextSchema,
  summaryHighlight: HighlightedTextSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DraftSearchHit = z.infer<typeof DraftSearchHitSchema>;

/** `GET /Search/draft` response (best match first; newest change first without a query). */
export const DraftSearchResultSchema = z.object({
  items: z.array(DraftSearchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DraftSearchResult = z.infer<typeof DraftSearchResultSchema>;
