import type { MemberSearchHit } from "@keen/contracts";
import { Send, UserPlus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { MemberAvatar } from "@/features/members";
import { MemberPickerDialog } from "@/features/search";
import { track } from "@/lib/analytics";
import { isApiError } from "@/lib/api-client";
import { formatCount } from "@/lib/format-count";
import { notify } from "@/lib/notifications";
import { useCreateFeedbackRequests } from "../api/create-feedback-requests";
import { memberName } from "../lib/feedback-text";

const MESSAGE_MAX = 1000;
const MEMBERS_MAX = 20;

type AskFeedbackDialogProps = {
  cardId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Members who cannot be asked: the authors, and those with an open request. */
  excludeIds: ReadonlySet<string>;
};

/** "Ask for feedback": choose members, add a short note, send; they are notified and may open the draft. */
export function AskFeedbackDialog({ cardId, open, onOpenChange, excludeIds }: AskFeedbackDialogProps) {
  const id = useId();
  const [members, setMembers] = useState<MemberSearchHit[]>([]);
  const [message, setMessage] = useState("");
  const [isPicking, setPicking] = useState(false);
  const [error, setError] = useState<string>();
  const create = useCreateFeedbackRequests(cardId);
  const chosen = new Set([...excludeIds, ...members.map((m) => m.userId)]);

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setMembers([]);
      setMessage("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  const handleSend = () => {
    setError(undefined);
    if (members.length === 0) {
      setError("Choose at least one member to ask.");
      return;
    }
    create.mutate(
      { userIds: members.map((m) => m.userId), message: message.trim() },
      {
        onSuccess: (requests) => {
          track("request_feedback", { cardId, members: requests.length });
          notify({
            type: "success",
            title:
              requests.length === 1 ? "Feedback request sent" : `${requests.length} feedback requests sent`,
            message: `${members.map(memberName).join(", ")} will get a notification and an e-mail.`,
          });
          handleOpenChange(false);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 400) {
            setError(
              failure.details
                .map((d) => `${d.field === "message" ? "Message" : "Members"} ${d.message}`)
                .join(" ") || failure.message,
            );
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title="Ask for feedback"
        description="The members you choose are notified, can read this card (its draft too) and leave feedback."
      >
        <div className="space-y-5">
          <div>
            <p id={`${id}-members`} className="text-sm font-medium text-slate-800">
              Members to ask
            </p>
            {members.length ? (
              <ul aria-labelledby={`${id}-members`} className="mt-2 flex flex-wrap gap-2">
                {members.map((member) => (
                  <li
                    key={member.userId}
                    className="inline-flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-1 pl-1 text-sm text-slate-800"
                  >
                    <MemberAvatar member={member} size="xs" className="size-6" />
                    {memberName(member)}
                    <button
                      type="button"
                      onClick={() => setMembers((list) => list.filter((m) => m.userId !== member.userId))}
                      aria-label={`Remove ${memberName(member)}`}
                      className="grid size-6 place-items-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-500">Nobody chosen yet.</p>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={members.length >= MEMBERS_MAX}
              onClick={() => setPicking(true)}
            >
              <UserPlus aria-hidden />
              Choose members
            </Button>
          </div>
          <Field
            id={`${id}-message`}
            label={
              <>
                Message <span className="font-normal text-slate-500">(optional)</span>
              </>
            }
            hint={`${formatCount(message.length)} of ${formatCount(MESSAGE_MAX)} characters`}
          >
            <Textarea
              id={`${id}-message`}
              aria-describedby={`${id}-message-hint`}
              rows={3}
              maxLength={MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="e.g. I'd value your eye on the assessment before I publish."
            />
          </Field>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={handleSend} isLoading={create.isPending}>
            {create.isPending ? null : <Send aria-hidden />}
            Send request
          </Button>
        </DialogFooter>
        {/* Inside the dialog, so the picker stacks above it: Escape closes the picker only. */}
        <MemberPickerDialog
          open={isPicking}
          onOpenChange={setPicking}
          title="Choose members to ask"
          description="Search by name; authors and members already asked cannot be chosen."
          excludeIds={chosen}
          onConfirm={async (picked) => setMembers((list) => [...list, ...picked].slice(0, MEMBERS_MAX))}
        />
      </DialogContent>
    </Dialog>
  );
}
