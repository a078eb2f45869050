import type { CitationFormat } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** Cache keys of the sharing feature. */
export const sharingKeys = {
  citation: (cardId: string, format: CitationFormat, version: number | undefined) =>
    ["sharing", "citation", cardId, format, version ?? "latest"] as const,
};

/**
 * A published version's citation as text (`GET /Card/{cardId}/Citation?format&version`); the
 * latest version without `version`. A card never published answers 404.
 */
export async function getCitation(
  cardId: string,
  format: CitationFormat,
  version: number | undefined,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await apiClient.get<string>(`/Card/${encodeURIComponent(cardId)}/Citation`, {
    params: { format, version },
    headers: { Accept: "text/plain, application/x-bibtex, application/x-research-info-systems" },
    responseType: "text",
    // The text is the answer: no JSON parsing, whatever the media type.
    transformResponse: (body: unknown) => body,
    signal,
    quietStatuses: [404],
  });
  return String(data);
}

/** Query options for one citation; a published version's citation never changes. */
export function citationQueryOptions(cardId: string, format: CitationFormat, version: number | undefined) {
  return queryOptions({
    queryKey: sharingKeys.citation(cardId, format, version),
    queryFn: ({ signal }) => getCitation(cardId, format, version, signal),
    staleTime: version ? Number.POSITIVE_INFINITY : 60_000,
  });
}

/** The citation the Cite dialog shows, loaded while it is open. */
export function useCitation(
  cardId: string,
  format: CitationFormat,
  version: number | undefined,
  enabled = true,
) {
  return useQuery({ ...citationQueryOptions(cardId, format, version), enabled });
}
