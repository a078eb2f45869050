/** Filters of a member list (search page, pickers). */
export type MemberListFilters = Record<string, string | number | boolean | undefined>;

/** Profile lists that have their own read call (the others come with the member record). */
export type MemberEntryKind = "Degree" | "Publication";

/**
 * Cache keys of the members feature, all under `['members']` (spec §7). Everything about one member
 * sits under `detail(id)`, so a change to their profile can invalidate it wholesale.
 */
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (filters: MemberListFilters = {}) => [...memberKeys.lists(), filters] as const,
  details: () => [...memberKeys.all, "detail"] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
  entries: (id: string, kind: MemberEntryKind) => [...memberKeys.detail(id), "entries", kind] as const,
  related: (id: string) => [...memberKeys.detail(id), "related"] as const,
  current: () => [...memberKeys.all, "me"] as const,
};
