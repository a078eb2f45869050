import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "@/lib/analytics";
import { postCardAction, refreshCard } from "./card-action";

/** Hides the published version from readers (`POST /Card/{cardId}/Unpublish`). */
export function unpublishCard(id: string) {
  return postCardAction(id, "Unpublish");
}

/** Unpublishes a card and refreshes it and the lists. */
export function useUnpublishCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishCard,
    onSuccess: (_card, id) => {
      track("card unpublished", { cardId: id });
      return refreshCard(queryClient, id);
    },
  });
}
