/** The values of the search enumerations, without zod: the search page reads them from its address. */

/** What `GET /Search` can look for. */
export const searchTypes = ["card", "user"] as const;
export type SearchType = (typeof searchTypes)[number];

/** Orders of card hits: relevance (default with a query), newest, top rated, most used. */
export const searchSorts = ["relevance", "newest", "top_rated", "most_used"] as const;
export type SearchSort = (typeof searchSorts)[number];
