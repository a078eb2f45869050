import type { CardDetail, CardUpdateInput } from "@keen/contracts";
import { apiClient } from "@/lib/api-client";

/**
 * Saves changed draft fields (`PUT /Card/{cardId}` `{ baseRevision, changes }`). A 409 names the
 * fields someone else changed since `baseRevision` (nothing is saved); a 400 names invalid fields.
 * Both are shown by the editor itself, so they raise no notification; neither do network failures
 * while offline, which the editor reports in its header and retries.
 */
export async function updateCardDraft(id: string, input: CardUpdateInput, signal?: AbortSignal) {
  const { data } = await apiClient.put<CardDetail>(`/Card/${encodeURIComponent(id)}`, input, {
    signal,
    // -1 stands for "no response" in the client's check: offline is shown in the editor's header.
    quietStatuses: [400, 409, -1],
  });
  return data;
}
