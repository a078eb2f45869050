import type { InstitutionProposal } from "@keen/contracts";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";

type RejectProposalDialogProps = {
  proposal: InstitutionProposal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onReject: (reason: string) => Promise<void>;
};

/** Declines a proposed institution, with an optional reason that the member is told. */
export function RejectProposalDialog({
  proposal,
  open,
  onOpenChange,
  isPending,
  onReject,
}: RejectProposalDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason("");
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={`Reject “${proposal.name}”`}
        description="It is not added to KEEN Cards. The member is told, with your reason if you give one, and can choose another institution on their profile."
      >
        <Field id={id} label="Reason (optional)" hint="Shown to the member, e.g. “This is a high school.”">
          <Textarea
            id={id}
            aria-describedby={`${id}-hint`}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" isLoading={isPending} onClick={() => void onReject(reason.trim())}>
            Reject
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
