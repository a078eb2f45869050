import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useSubmitReview } from "../api/submit-review";

type SubmitReviewDialogProps = {
  cardId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resubmitting the next round after updates were suggested, rather than a first submission. */
  isResubmit?: boolean;
  /** Saves the draft before it is frozen (the editor's pending changes). */
  beforeSubmit?: () => Promise<unknown>;
  /** Whether the member may publish the card, and so choose Publish when reviewed. */
  canPublish?: boolean;
  /** The choice the review holds (a resubmission starts from it). */
  publishWhenReviewed?: boolean;
};

/** What the submission's toast says will happen once the card is reviewed. */
export function submittedMessage(publishWhenReviewed: boolean): string {
  return publishWhenReviewed
    ? "Reviewers have been told. If the card is marked reviewed, it is published for you with the Peer reviewed badge."
    : "Reviewers have been told. You can keep editing the draft meanwhile, and you publish the card once it is reviewed.";
}

/**
 * Submits (or resubmits) the current draft for review, with an optional note to the reviewers and,
 * for those who publish the card, the choice to have it published as soon as it is reviewed.
 */
export function SubmitReviewDialog({
  cardId,
  open,
  onOpenChange,
  isResubmit,
  beforeSubmit,
  canPublish = false,
  publishWhenReviewed: chosen = false,
}: SubmitReviewDialogProps) {
  const [note, setNote] = useState("");
  const [publishWhenReviewed, setPublishWhenReviewed] = useState(chosen);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the review's choice (it may have loaded since the last one).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPublishWhenReviewed(chosen);
  }
  const [error, setError] = useState<string>();
  const submit = useSubmitReview();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await beforeSubmit?.();
      const isChosen = canPublish && publishWhenReviewed;
      await submit.mutateAsync({ cardId, note: note.trim(), publishWhenReviewed: isChosen });
      notify({
        type: "success",
        title: isResubmit ? "Resubmitted for review" : "Submitted for review",
        message: submittedMessage(isChosen),
      });
      setNote("");
      onOpenChange(false);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : "The card could not be submitted. Try again.");
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={isResubmit ? "Resubmit for review" : "Submit for review"}
        description={
          isResubmit
            ? "Your current draft becomes the next round. The reviewer sees what changed since the last round."
            : "Your current draft is frozen as the version under review. You can keep editing the draft meanwhile."
        }
      >
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <label htmlFor="review-submit-note" className="text-sm font-medium text-slate-800">
            Note to the reviewer <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <Textarea
            id="review-submit-note"
            value={note}
            maxLength={2000}
            rows={4}
            onChange={(event) => setNote(event.target.value)}
            placeholder={
              isResubmit
                ? "What you changed in answer to the suggestions"
                : "Anything the reviewer should know"
            }
            aria-describedby={error ? "review-submit-error" : undefined}
            className="mt-1.5"
          />
          {canPublish ? (
            <div className="mt-4 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50/70 p-3.5">
              <input
                id="review-submit-publish"
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                checked={publishWhenReviewed}
                onChange={(event) => setPublishWhenReviewed(event.target.checked)}
                aria-describedby="review-submit-publish-hint"
              />
              <div>
                <label htmlFor="review-submit-publish" className="block text-sm font-medium text-slate-900">
                  Publish when reviewed
                </label>
                <p id="review-submit-publish-hint" className="text-sm text-slate-600">
                  If the reviewer marks it reviewed, the reviewed version is published for you at once.
                  Otherwise you are told and publish it yourself.
                </p>
              </div>
            </div>
          ) : null}
          {error ? (
            <p id="review-submit-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={submit.isPending}>
              {submit.isPending ? null : <Send aria-hidden />}
              {isResubmit ? "Resubmit" : "Submit for review"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
