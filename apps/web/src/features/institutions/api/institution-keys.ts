/** Filters of the institution list (`GET /Institution`). */
export type InstitutionListFilters = { q?: string; page?: number; pageSize?: number };

/**
 * Cache keys of the institutions feature, all under `['institutions']`. Everything about one
 * institution sits under `detail(id)`, so any change to it invalidates the page wholesale.
 */
export const institutionKeys = {
  all: ["institutions"] as const,
  lists: () => [...institutionKeys.all, "list"] as const,
  list: (filters: InstitutionListFilters = {}) => [...institutionKeys.lists(), filters] as const,
  details: () => [...institutionKeys.all, "detail"] as const,
  detail: (id: string) => [...institutionKeys.details(), id] as const,
  /** Institutions members proposed, by status (the admin's pending list). */
  proposals: (filters: { status?: string; page?: number } = {}) =>
    [...institutionKeys.all, "proposals", filters] as const,
};
