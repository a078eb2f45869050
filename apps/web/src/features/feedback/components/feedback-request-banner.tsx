import { MessageSquareHeart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { useFeedbackRequestsForMe } from "../api/get-feedback-requests-for-me";
import { memberName } from "../lib/feedback-text";

type FeedbackRequestBannerProps = { cardId: string; isDraft: boolean };

/**
 * For a member asked for feedback on this card: who asked, their note, and a way to the feedback
 * form. Nothing for anyone else.
 */
export function FeedbackRequestBanner({ cardId, isDraft }: FeedbackRequestBannerProps) {
  const { isAuthenticated } = useCurrentUser();
  const requests = useFeedbackRequestsForMe(isAuthenticated);
  const request = requests.data?.find((r) => r.cardId === cardId && r.status === "open");
  if (!request) return null;
  const asker = request.requestedBy ? memberName(request.requestedBy) : "An author";

  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-950 sm:flex-row sm:items-center"
    >
      <MessageSquareHeart className="size-5 shrink-0 text-brand-700 max-sm:hidden" aria-hidden />
      <div className="flex-1">
        <p className="font-medium">
          {asker} asked for your feedback on this {isDraft ? "draft" : "card"}
        </p>
        {request.message ? <p className="mt-0.5 text-brand-900/90 italic">“{request.message}”</p> : null}
        {isDraft ? (
          <p className="mt-0.5 text-brand-900/80">
            You are reading the unpublished draft; it cannot be changed here.
          </p>
        ) : null}
      </div>
      <Button asChild size="sm" className="shrink-0">
        <a href="#feedback">Give feedback</a>
      </Button>
    </div>
  );
}
