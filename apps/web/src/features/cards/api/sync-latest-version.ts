import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postCardAction, refreshCard } from "./card-action";

/** Resets the draft to the latest published version (`POST /Card/{cardId}/SyncLatestVersion`). */
export function syncLatestVersion(id: string) {
  return postCardAction(id, "SyncLatestVersion");
}

/** Discards the draft's changes; the caller reloads its editor from the answer. */
export function useSyncLatestVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLatestVersion,
    onSuccess: (_card, id) => refreshCard(queryClient, id),
  });
}
