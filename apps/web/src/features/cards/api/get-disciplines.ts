import type { LookupItem } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Every discipline, sorted by name (`GET /Lookup/Disciplines`). */
export async function getDisciplines(signal?: AbortSignal) {
  const { data } = await apiClient.get<LookupItem[]>("/Lookup/Disciplines", { signal });
  return data;
}

/** Query options for the disciplines; they rarely change, so they stay fresh for an hour. */
export function disciplinesQueryOptions() {
  return queryOptions({
    queryKey: [...cardKeys.all, "disciplines"] as const,
    queryFn: ({ signal }) => getDisciplines(signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The disciplines a card can be tagged with. */
export function useDisciplines() {
  return useQuery(disciplinesQueryOptions());
}
