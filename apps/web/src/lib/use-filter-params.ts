import { useSearchParams } from "react-router";

/**
 * A list page's filters kept in the address (so a filtered list can be shared and Back works):
 * the values of `keys` (empty ones left out), and a setter that replaces them all at once.
 */
export function useFilterParams<Key extends string>(
  keys: readonly Key[],
): [Partial<Record<Key, string>>, (next: Partial<Record<Key, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const setFilters = (next: Partial<Record<Key, string | undefined>>) => {
    const out = new URLSearchParams();
    for (const key of keys) {
      const value = next[key];
      if (value) out.set(key, value);
    }
    setParams(out, { replace: true });
  };
  return [filters, setFilters];
}
