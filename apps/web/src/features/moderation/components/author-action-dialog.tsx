import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";

type Props = {
  action: "warn" | "suspend" | null;
  authorName: string;
  isPending: boolean;
  error?: string;
  onCancel: () => void;
  onSubmit: (input: { note: string; until?: string }) => void;
};

/** Asks for the words the author reads (a warning, or a suspension's reason) and a suspension's optional end. */
export function AuthorActionDialog({ action, authorName, isPending, error, onCancel, onSubmit }: Props) {
  const id = useId();
  const [note, setNote] = useState("");
  const [until, setUntil] = useState("");
  const [problem, setProblem] = useState<string>();
  const isSuspend = action === "suspend";

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (note.trim().length < 3) return setProblem("Say why, in a few words: the author will read it.");
    setProblem(undefined);
    onSubmit({
      note: note.trim(),
      ...(isSuspend && until ? { until: new Date(`${until}T23:59:59Z`).toISOString() } : {}),
    });
  }

  return (
    <Dialog open={!!action} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        title={isSuspend ? `Suspend ${authorName}?` : `Warn ${authorName}`}
        description={
          isSuspend
            ? "They cannot sign in while suspended; they are told why by e-mail. The item stays in the queue for your decision."
            : "They get a notification with your words. The item stays in the queue for your decision."
        }
      >
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          <Field
            id={`${id}-note`}
            label={isSuspend ? "Reason (shown to the member)" : "Warning"}
            error={problem ?? error}
          >
            <Textarea
              id={`${id}-note`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              maxLength={1000}
            />
          </Field>
          {isSuspend ? (
            <Field
              id={`${id}-until`}
              label="Suspended until (optional)"
              hint="Leave empty to suspend until reactivated."
            >
              <Input
                id={`${id}-until`}
                type="date"
                value={until}
                onChange={(e) => setUntil(e.target.value)}
              />
            </Field>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant={isSuspend ? "destructive" : "default"} isLoading={isPending}>
              {isSuspend ? "Suspend author" : "Send warning"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
