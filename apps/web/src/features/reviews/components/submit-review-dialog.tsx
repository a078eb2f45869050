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
};

/** Submits (or resubmits) the current draft for review, with an optional note to the reviewers. */
export function SubmitReviewDialog({
  cardId,
  open,
  onOpenChange,
  isResubmit,
  beforeSubmit,
}: SubmitReviewDialogProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const submit = useSubmitReview();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await beforeSubmit?.();
      await submit.mutateAsync({ cardId, note: note.trim() });
      notify({
        type: "success",
        title: isResubmit ? "Resubmitted for review" : "Submitted for review",
        message: "Reviewers have been told. You can keep editing the draft meanwhile.",
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
