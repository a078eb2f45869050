import type { CommentReply } from "@keen/contracts";
import { PenLine, Reply, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ReportButton } from "@/features/reports";
import { notify } from "@/lib/notifications";
import { useDeleteComment } from "../api/delete-comment";

type CommentActionsProps = {
  cardId: string;
  comment: CommentReply;
  /** Whether the signed-in reader wrote it: their "Delete", else a moderator's "Remove". */
  isOwn: boolean;
  /** Whether the reader may report it (signed in, not its author). */
  canReport: boolean;
  onReply?: () => void;
  onEdit: () => void;
};

/** Reply, Edit, Report and Delete (or a moderator's Remove, asked first) under a comment, as its abilities allow. */
export function CommentActions({ cardId, comment, isOwn, canReport, onReply, onEdit }: CommentActionsProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteComment(cardId);
  const { abilities } = comment;
  if (!onReply && !abilities.edit && !abilities.delete && !canReport) return null;
  const deleteLabel = isOwn ? "Delete" : "Remove";

  function handleConfirm() {
    remove.mutate(
      { comment, state: isOwn ? "deleted" : "removed" },
      {
        onSuccess: () =>
          notify({ type: "success", title: isOwn ? "Comment deleted" : "Comment removed", message: "" }),
      },
    );
    setIsConfirming(false);
  }

  return (
    <div className="mt-1 -ml-2 flex flex-wrap items-center gap-0.5">
      {onReply ? (
        <Button variant="ghost" size="sm" className="h-7 px-2 text-slate-600" onClick={onReply}>
          <Reply aria-hidden />
          Reply
        </Button>
      ) : null}
      {abilities.edit ? (
        <Button variant="ghost" size="sm" className="h-7 px-2 text-slate-600" onClick={onEdit}>
          <PenLine aria-hidden />
          Edit
        </Button>
      ) : null}
      {canReport ? <ReportButton targetType="comment" targetId={comment.id} /> : null}
      {abilities.delete ? (
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-slate-600 hover:text-red-700"
          onClick={() => setIsConfirming(true)}
        >
          <Trash2 aria-hidden />
          {deleteLabel}
        </Button>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={isOwn ? "Delete your comment?" : "Remove this comment?"}
        description={
          isOwn
            ? "Your comment will be deleted. Replies to it stay, under “This comment was deleted”."
            : "The comment will be hidden from everyone and shown as removed by a moderator."
        }
        confirmLabel={deleteLabel}
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleConfirm}
      />
    </div>
  );
}
