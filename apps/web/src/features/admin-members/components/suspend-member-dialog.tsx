import type { AdminMember } from "@keen/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";

type Props = {
  member: AdminMember | undefined;
  isPending: boolean;
  /** A field the server refused (`reason`, `until`) and why. */
  error?: { field?: string; message: string };
  onCancel: () => void;
  onSuspend: (input: { reason: string; until: string | null }) => void;
};

/** Asks for the reason (the member is shown it) and an optional last day of a suspension. */
export function SuspendMemberDialog({ member, isPending, error, onCancel, onSuspend }: Props) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState("");
  const [problem, setProblem] = useState<string>();
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : "";
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setProblem("Say why, in a few words: the member will read it.");
    setProblem(undefined);
    // The end is the end of the chosen day in UTC, so "until 12 March" includes 12 March.
    onSuspend({ reason: reason.trim(), until: until ? new Date(`${until}T23:59:59Z`).toISOString() : null });
  }

  return (
    <Dialog open={!!member} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        title={`Suspend ${name}?`}
        description="They cannot sign in while suspended and their sessions end within a minute. Their published cards stay; their profile does not mention it. They are told by e-mail."
      >
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          <Field
            id={`${id}-reason`}
            label="Reason (shown to the member)"
            error={problem ?? (error?.field === "reason" ? error.message : undefined)}
          >
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              maxLength={1000}
              required
            />
          </Field>
          <Field
            id={`${id}-until`}
            label="Suspended until (optional)"
            hint="Leave empty to suspend until you reactivate them."
            error={error?.field === "until" ? error.message : undefined}
          >
            <Input
              id={`${id}-until`}
              type="date"
              min={tomorrow}
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
          </Field>
          {error && !error.field ? (
            <p role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" isLoading={isPending}>
              Suspend member
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
