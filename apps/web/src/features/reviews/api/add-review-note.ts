import type { ReviewDetail, ReviewNote } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { reviewKeys } from "./review-keys";

type AddReviewNoteInput = { cardId: string; reviewId: string; body: string };

/** Posts an Author Notes message (`POST /Card/{cardId}/Review/{reviewId}/Notes`). */
export async function addReviewNote({ cardId, reviewId, body }: AddReviewNoteInput): Promise<ReviewNote> {
  const { data } = await apiClient.post<ReviewNote>(
    `/Card/${encodeURIComponent(cardId)}/Review/${encodeURIComponent(reviewId)}/Notes`,
    { body },
    { quietStatuses: [400] },
  );
  return data;
}

/** The Author Notes composer: the new note joins the cached thread at once. */
export function useAddReviewNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReviewNote,
    onSuccess: (note, { cardId, reviewId }) => {
      queryClient.setQueryData<ReviewDetail>(reviewKeys.detail(cardId, reviewId), (review) =>
        review && !review.notes.some((n) => n.id === note.id)
          ? { ...review, notes: [...review.notes, note] }
          : review,
      );
    },
  });
}
