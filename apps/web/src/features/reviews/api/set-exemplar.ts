import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** Failures the toggle explains itself. */
export const EXEMPLAR_QUIET_STATUSES = [403, 404];

type SetExemplarInput = { cardId: string; isExemplar: boolean };

/** Marks a card Exemplar (`PUT /Card/{cardId}/Exemplar`) or clears the mark (`DELETE`), admins only. */
export async function setExemplar({ cardId, isExemplar }: SetExemplarInput): Promise<void> {
  const path = `/Card/${encodeURIComponent(cardId)}/Exemplar`;
  if (isExemplar) await apiClient.put(path, undefined, { quietStatuses: EXEMPLAR_QUIET_STATUSES });
  else await apiClient.delete(path, { quietStatuses: EXEMPLAR_QUIET_STATUSES });
}

/** The Exemplar toggle's call; the card's caches belong to whoever mounts the toggle (`onChange`). */
export function useSetExemplar() {
  return useMutation({ mutationFn: setExemplar });
}
