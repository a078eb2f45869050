import {
  type CardLicense,
  type CourseLevel,
  cardLicenseLabels,
  courseLevelLabels,
  type SearchFacets,
  type SearchMultiFilter,
  type SearchSort,
  searchFacetLists,
  searchSorts,
} from "@keen/contracts";
import { oneOf } from "@/lib/one-of";

/** Card filters that take several values (a card matches any of them): `?discipline=a,b`. */
export const multiFilterKeys = Object.keys(searchFacetLists) as SearchMultiFilter[];
export type MultiFilterKey = SearchMultiFilter;
export type CardFilterKey = MultiFilterKey | "tag";

/** The card filters and order of the search page, as its address holds them. */
export type CardFilters = Record<MultiFilterKey, string[]> & {
  tag?: string;
  reviewed: boolean;
  exemplar: boolean;
  sort?: SearchSort;
};

/** Every parameter that belongs to the cards (dropped on tabs without cards). */
export const cardParamKeys = [...multiFilterKeys, "tag", "reviewed", "exemplar", "sort"] as const;

/** The values of a comma-separated parameter (none when absent or empty). */
function readList(value: string | null): string[] {
  return [...new Set((value ?? "").split(",").filter(Boolean))];
}

/** The card filters and sort in `params` (the same on reload, Back and a shared link). */
export function readCardFilters(params: URLSearchParams): CardFilters {
  return {
    cardType: readList(params.get("cardType")),
    discipline: readList(params.get("discipline")),
    courseLevel: readList(params.get("courseLevel")),
    license: readList(params.get("license")),
    tag: params.get("tag") || undefined,
    reviewed: params.get("reviewed") === "true",
    exemplar: params.get("exemplar") === "true",
    sort: oneOf(searchSorts, params.get("sort")) ?? undefined,
  };
}

/** How many filters are on (each chosen value counts). */
export function countActiveFilters(filters: CardFilters): number {
  const values = multiFilterKeys.reduce((sum, key) => sum + filters[key].length, 0);
  return values + (filters.tag ? 1 : 0) + (filters.reviewed ? 1 : 0) + (filters.exemplar ? 1 : 0);
}

/**
 * `params` with a multi-select filter's `value` turned on or off (others kept), back on page 1.
 * The values stay comma-separated in one parameter, as `GET /Search` takes them.
 */
export function toggleFilterValue(
  params: URLSearchParams,
  key: MultiFilterKey,
  value: string,
): URLSearchParams {
  const current = readList(params.get(key));
  const values = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return withParam(params, key, values.join(","));
}

/** `params` with `key` set to `value` (removed when empty), back on page 1. */
export function withParam(params: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete("page");
  return next;
}

/** `params` without any card filter or the sort (the query and tab kept), back on page 1. */
export function withoutCardFilters(params: URLSearchParams, keepSort = true): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of cardParamKeys) if (key !== "sort" || !keepSort) next.delete(key);
  next.delete("page");
  return next;
}

/**
 * The label of a chosen filter value: from the facets of the latest results, else the known
 * labels of levels and licences, else a generic name (an id no current match has).
 */
export function filterValueLabel(
  facets: SearchFacets | null | undefined,
  key: MultiFilterKey,
  value: string,
): string {
  const found = facets?.[searchFacetLists[key]].find((facet) => facet.value === value);
  if (found) return found.label;
  if (key === "courseLevel") return courseLevelLabels[value as CourseLevel] ?? value;
  if (key === "license") return cardLicenseLabels[value as CardLicense] ?? value;
  return key === "discipline" ? "A discipline" : "A card type";
}
