import type { FailedJob } from "@keen/contracts";
import { RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import type { JobAction } from "../api/act-on-job";
import { JobName } from "./job-name";

type FailedJobRowProps = {
  job: FailedJob;
  /** The action running on this job now, if any. */
  pendingAction: JobAction | undefined;
  onRetry: (job: FailedJob) => void;
  onDelete: (job: FailedJob) => void;
};

/** One failed job: its queue, its last error, its attempts and when it failed, with Retry and Delete. */
export function FailedJobRow({ job, pendingAction, onRetry, onDelete }: FailedJobRowProps) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="font-mono text-xs font-semibold break-words text-slate-800">
          <JobName name={job.name} />
        </p>
        <p className="mt-2 line-clamp-3 rounded-md bg-red-50 px-3 py-2 font-mono text-xs break-words text-red-900 ring-1 ring-red-100 ring-inset">
          {job.error || "No error message was recorded."}
        </p>
        <p className="mt-2 text-xs text-slate-600">
          {job.attempts === 1 ? "1 attempt" : `${job.attempts} attempts`} · failed{" "}
          <RelativeTime iso={job.failedAt} /> · <span className="font-mono">{job.id}</span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onRetry(job)}
          isLoading={pendingAction === "retry"}
          disabled={pendingAction !== undefined}
          aria-label={`Retry ${job.name} job ${job.id}`}
        >
          {pendingAction === "retry" ? null : <RotateCcw aria-hidden />}
          Retry
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(job)}
          disabled={pendingAction !== undefined}
          aria-label={`Delete ${job.name} job ${job.id}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
