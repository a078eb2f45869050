import type { FeedbackSummary as Summary } from "@keen/contracts";
import { MessageSquareText, PenOff, Star } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { SignInPrompt, useCurrentUser } from "@/features/auth";
import { useFeedback } from "../api/get-feedback";
import { FeedbackItem } from "./feedback-item";
import { FeedbackSummary } from "./feedback-summary";

const PAGE_SIZE = 10;

// The form (react-hook-form and its schema) loads only for a member who can give feedback.
const MyFeedback = lazy(() => import("./my-feedback").then(({ MyFeedback }) => ({ default: MyFeedback })));

type FeedbackSectionProps = {
  cardId: string;
  /** The card's authors' member ids: they are told why they cannot rate it. */
  authorIds: readonly string[];
  /** Called with each newly loaded summary, so the card's own figures can follow a change. */
  onSummaryChange?: (summary: Summary) => void;
};

function Note({ icon: Icon, children }: { icon: typeof PenOff; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-(--radius-card) border border-slate-200 bg-slate-50/70 p-5 text-sm leading-6 text-slate-700">
      <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div>{children}</div>
    </div>
  );
}

/**
 * A card's Feedback section (`#feedback`): the summary (average, spread, times used), the member's own
 * feedback or the form to give it, and everyone's feedback a page at a time.
 */
export function FeedbackSection({ cardId, authorIds, onSummaryChange }: FeedbackSectionProps) {
  const [page, setPage] = useState(1);
  const feedback = useFeedback(cardId, { page, pageSize: PAGE_SIZE });
  const { isAuthenticated, user_id: userId } = useCurrentUser();
  const data = feedback.data;
  const summary = data?.summary;
  useEffect(() => {
    if (summary) onSummaryChange?.(summary);
  }, [summary, onSummaryChange]);
  const isAuthor = !!userId && authorIds.includes(userId);
  // The member's own feedback shows above, beside the summary, so it is not repeated in the list.
  const mineAbove = data?.canGiveFeedback ? data.mine?.id : undefined;
  const others = data?.items.filter((item) => item.id !== mineAbove) ?? [];

  const yours = !data ? null : data.canGiveFeedback ? (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <MyFeedback cardId={cardId} mine={data.mine} />
    </Suspense>
  ) : !isAuthenticated ? (
    <SignInPrompt
      icon={Star}
      anchor="feedback"
      title="Sign in to rate this card"
      description="Members rate cards, leave feedback for the authors and say when they used one in their teaching."
    />
  ) : isAuthor ? (
    <Note icon={PenOff}>
      <p className="font-medium text-slate-900">Authors cannot rate their own card.</p>
      <p>Ratings come from colleagues who read or teach with it. Ask members you trust for feedback.</p>
    </Note>
  ) : null;

  return (
    <section
      id="feedback"
      aria-labelledby="feedback-title"
      aria-busy={feedback.isLoading || undefined}
      className="mt-14 scroll-mt-24 border-t border-slate-200 pt-10"
    >
      <h2 id="feedback-title" className="flex items-center gap-2.5 text-xl font-semibold sm:text-2xl">
        Feedback
        {data ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-sans text-sm font-semibold text-slate-700 tabular-nums">
            <span aria-hidden>{data.total}</span>
            <span className="sr-only">({data.total === 1 ? "1 response" : `${data.total} responses`})</span>
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Ratings and notes from members who read or taught with this card.
      </p>

      {feedback.isLoading || !data ? (
        <div className="mt-6 grid gap-6 md:grid-cols-[17rem_minmax(0,1fr)]">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : (
        <>
          <div className="mt-6 grid items-start gap-6 md:grid-cols-[17rem_minmax(0,1fr)]">
            <FeedbackSummary summary={data.summary} />
            <div className="min-w-0">{yours}</div>
          </div>
          <div className="mt-8">
            {others.length ? (
              <ul className="divide-y divide-slate-100" aria-label="Feedback from members">
                {others.map((item) => (
                  <li key={item.id} className="py-5 first:pt-0">
                    <FeedbackItem feedback={item} />
                  </li>
                ))}
              </ul>
            ) : data.total === 0 ? (
              <EmptyState
                icon={MessageSquareText}
                title="No feedback yet"
                description={
                  data.canGiveFeedback
                    ? "Be the first: rate it, tell colleagues how it went, or just say you used it."
                    : "When members rate this card or say they used it, their notes appear here."
                }
              />
            ) : null}
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              label="Feedback pages"
            />
          </div>
        </>
      )}
    </section>
  );
}
