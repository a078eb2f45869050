/** Filters of a member list (search page, pickers). */
export type MemberListFilters = Record<string, string | number | boolean | undefined>;

/** Cache keys of the members feature, all under `['members']` (spec §7). */
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (filters: MemberListFilters = {}) => [...memberKeys.lists(), filters] as const,
  details: () => [...memberKeys.all, "detail"] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
  current: () => [...memberKeys.all, "me"] as const,
};
