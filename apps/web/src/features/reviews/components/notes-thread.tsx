import type { ReviewDetail } from "@keen/contracts";
import { MessagesSquare, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import { MemberAvatar } from "@/features/members";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useAddReviewNote } from "../api/add-review-note";
import { memberName } from "../lib/review-status";

const NOTE_MAX = 4000;

/**
 * Author Notes: the conversation between the card's authors and the reviewer about this review,
 * oldest first, with a composer for whoever may write (`abilities.addNote`).
 */
export function NotesThread({
  review,
  headingLevel = 2,
  hasHeading = true,
}: {
  review: ReviewDetail;
  headingLevel?: 2 | 3;
  /** False inside a panel that already says "Author Notes". */
  hasHeading?: boolean;
}) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const add = useAddReviewNote();
  const Heading = `h${headingLevel}` as const;
  const headingId = `author-notes-${review.id}`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError("Write a note first.");
      return;
    }
    setError(undefined);
    add.mutate(
      { cardId: review.cardId, reviewId: review.id, body: text },
      {
        onSuccess: () => setBody(""),
        onError: (caught) => setError(isApiError(caught) ? caught.message : "The note could not be sent."),
      },
    );
  }

  return (
    <section {...(hasHeading ? { "aria-labelledby": headingId } : { "aria-label": "Author Notes" })}>
      {hasHeading ? (
        <Heading id={headingId} className="flex items-center gap-2 font-sans text-lg font-semibold">
          <MessagesSquare className="size-5 text-brand-700" aria-hidden />
          Author Notes
        </Heading>
      ) : null}
      <p className={cn("text-sm text-slate-600", hasHeading && "mt-1")}>
        Between the authors and the reviewer of this card.
      </p>
      {review.notes.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          No notes yet. {review.abilities.addNote ? "Ask a question or explain a change below." : ""}
        </p>
      ) : (
        <ol aria-label="Notes" className="mt-4 space-y-4">
          {review.notes.map((note) => (
            <li key={note.id} className="flex gap-3">
              {note.author ? (
                <MemberAvatar member={note.author} size="xs" />
              ) : (
                <span className="size-8 shrink-0 rounded-full bg-slate-200" />
              )}
              <div
                className={cn(
                  "min-w-0 flex-1 rounded-xl px-4 py-3",
                  note.isReviewer ? "bg-brand-50 ring-1 ring-brand-100" : "bg-slate-50 ring-1 ring-slate-200",
                )}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-slate-900">{memberName(note.author)}</span>
                  <span className="text-xs font-medium text-slate-600">
                    {note.isReviewer ? "Reviewer" : "Author"} · round {note.roundNumber}
                  </span>
                  <RelativeTime iso={note.createdAt} className="text-xs text-slate-600" />
                </p>
                <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-800">
                  {note.body}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {review.abilities.addNote ? (
        <form onSubmit={handleSubmit} className="mt-4" noValidate>
          <label htmlFor={`${headingId}-body`} className="text-sm font-medium text-slate-800">
            Add a note
          </label>
          <Textarea
            id={`${headingId}-body`}
            value={body}
            maxLength={NOTE_MAX}
            rows={3}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${headingId}-error` : undefined}
            className="mt-1.5"
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            {error ? (
              <p id={`${headingId}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : (
              <span className="text-xs text-slate-500">
                Everyone on the card and the reviewer are notified.
              </span>
            )}
            <Button type="submit" size="sm" isLoading={add.isPending}>
              {add.isPending ? null : <Send aria-hidden />}
              Send note
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
