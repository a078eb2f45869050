import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "@/lib/analytics";
import { postCardAction, refreshCard } from "./card-action";

/**
 * Publishes the draft as a new numbered version (`POST /Card/{cardId}/Publish`). A 400 names the
 * required fields that are missing; the editor lists them, so it raises no notification.
 */
export function publishCard(id: string) {
  return postCardAction(id, "Publish", [400]);
}

/** Publishes a card and refreshes it and the lists. */
export function usePublishCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishCard,
    onSuccess: (card, id) => {
      track("card published", { cardId: id, version: card?.versionNumber });
      return refreshCard(queryClient, id);
    },
  });
}
