import { type ReportReason, type ReportTargetType, reportReasons } from "@keen/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { isApiError } from "@/lib/api-error";
import { notify } from "@/lib/notifications";
import { useCreateReport } from "../api/create-report";
import { reasonLabels, targetLabels } from "./report-words";

type Props = {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks why a member reports something (a reason and an optional note) and sends it to the admins. */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: Props) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason>();
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string>();
  const report = useCreateReport();
  const kind = targetLabels[targetType];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setProblem("Choose a reason.");
    setProblem(undefined);
    report.mutate(
      { targetType, targetId, reason, note: note.trim() },
      {
        onSuccess: () => {
          onOpenChange(false);
          notify({
            type: "success",
            title: "Report sent",
            message: "The admins will look at it. Thank you.",
          });
        },
        onError: (error) =>
          setProblem(
            isApiError(error) && error.status === 409
              ? `You have already reported this ${kind}.`
              : isApiError(error)
                ? error.message
                : "The report could not be sent. Try again.",
          ),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Report this ${kind}`}
        description="Only the admins see your report. The author is never told who reported them."
      >
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-900">Reason</legend>
            <div className="space-y-1.5">
              {reportReasons.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-brand-700"
                  />
                  {reasonLabels[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id={`${id}-note`}
            label="Note (optional)"
            hint="What should the admins know? At most 1000 characters."
          >
            <Textarea
              id={`${id}-note`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              maxLength={1000}
            />
          </Field>
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={report.isPending}>
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
