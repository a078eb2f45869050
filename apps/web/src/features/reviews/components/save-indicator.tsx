import { AlertCircle, Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AutosaveStatus } from "../hooks/use-review-autosave";

/** "Saving…", "Saved" or why saving failed, with Retry; announced politely. */
export function SaveIndicator({
  status,
  error,
  onRetry,
}: {
  status: AutosaveStatus;
  error?: string;
  onRetry: () => void;
}) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-8 items-center gap-2 text-sm">
      {status === "saving" || status === "pending" ? (
        <span className="inline-flex items-center gap-1.5 text-slate-600">
          <Spinner size="sm" label="" />
          Saving…
        </span>
      ) : status === "saved" ? (
        <span className="inline-flex items-center gap-1.5 text-emerald-700">
          <Check className="size-4" aria-hidden />
          Saved
        </span>
      ) : status === "error" ? (
        <span className="inline-flex flex-wrap items-center gap-2 text-red-700">
          <AlertCircle className="size-4" aria-hidden />
          Not saved{error ? `: ${error}` : ""}
          <Button size="sm" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </span>
      ) : (
        <span className="text-slate-500">Your scores save as you go.</span>
      )}
    </div>
  );
}
