/** Cache keys of the lookup lists (onboarding and the profile editors pick from them), under `['lookups']`. */
export const lookupKeys = {
  all: ["lookups"] as const,
  institutions: (q: string) => [...lookupKeys.all, "institutions", q] as const,
  list: (kind: LookupKind) => [...lookupKeys.all, kind] as const,
};

export type LookupKind = "Disciplines" | "Interests" | "Memberships";

/** Lookup endpoints answer with a bare array; a paged `{ items }` envelope is accepted too. */
export function readList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === "object" && "items" in data && Array.isArray(data.items))
    return data.items as T[];
  return [];
}
