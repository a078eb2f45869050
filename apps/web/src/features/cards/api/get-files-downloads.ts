import type { FilesDownloads } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** Download counts per attachment, for a card's authors and editors (`GET /CardAnalytics/{cardId}/FilesDownloads`). */
export async function getFilesDownloads(id: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<FilesDownloads>(
    `/CardAnalytics/${encodeURIComponent(id)}/FilesDownloads`,
    {
      signal,
    },
  );
  return data;
}

/** Query options for a card's download counts. */
export function filesDownloadsQueryOptions(id: string) {
  return queryOptions({
    queryKey: cardKeys.filesDownloads(id),
    queryFn: ({ signal }) => getFilesDownloads(id, signal),
    enabled: !!id,
  });
}

/** A card's download counts per file (the author's "File downloads" panel). */
export function useFilesDownloads(id: string) {
  return useQuery(filesDownloadsQueryOptions(id));
}
