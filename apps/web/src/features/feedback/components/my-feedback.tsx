import type { Feedback } from "@keen/contracts";
import { PenLine, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/lib/notifications";
import { useDeleteFeedback } from "../api/delete-feedback";
import { FeedbackForm } from "./feedback-form";
import { FeedbackItem } from "./feedback-item";

type MyFeedbackProps = { cardId: string; mine: Feedback | null };

/** The member's own feedback: the form when they have none or are changing it, else theirs with Edit and Remove. */
export function MyFeedback({ cardId, mine }: MyFeedbackProps) {
  const [isEditing, setEditing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const remove = useDeleteFeedback(cardId);

  if (!mine || isEditing) {
    return (
      <div className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
        <h3 className="font-sans text-base font-semibold text-slate-900">
          {mine ? "Change your feedback" : "Rate this card"}
        </h3>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          A rating, a comment or just “I used this” — each helps colleagues choose.
        </p>
        <FeedbackForm
          key={mine?.updatedAt ?? "new"}
          cardId={cardId}
          mine={mine}
          onSaved={() => setEditing(false)}
          onCancel={mine ? () => setEditing(false) : undefined}
        />
      </div>
    );
  }

  const handleRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify({ type: "success", title: "Your feedback was removed", message: "" });
      },
    });

  return (
    <div className="rounded-(--radius-card) border border-brand-100 bg-brand-50/40 p-5">
      <h3 className="mb-3 font-sans text-base font-semibold text-slate-900">Your feedback</h3>
      <FeedbackItem
        feedback={mine}
        isMine
        actions={
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <PenLine aria-hidden />
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              Remove
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Remove your feedback?"
        description="Your rating, comment and “used it” answer are taken off this card."
        confirmLabel="Remove feedback"
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleRemove}
      />
    </div>
  );
}
