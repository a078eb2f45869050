/** The values of the search enumerations, without zod: the search page reads them from its address. */

/** What `GET /Search` can look for. */
export const searchTypes = ["card", "user"] as const;
export type SearchType = (typeof searchTypes)[number];

/** Orders of card hits: relevance (default with a query), newest, top rated, most used. */
export const searchSorts = ["relevance", "newest", "top_rated", "most_used"] as const;
export type SearchSort = (typeof searchSorts)[number];

/**
 * The card filters of `GET /Search` that take several values (`?discipline=a,b`), each with the
 * list of `SearchFacets` that counts its values.
 */
export const searchFacetLists = {
  cardType: "cardTypes",
  discipline: "disciplines",
  courseLevel: "courseLevels",
  license: "licenses",
} as const;
export type SearchMultiFilter = keyof typeof searchFacetLists;
