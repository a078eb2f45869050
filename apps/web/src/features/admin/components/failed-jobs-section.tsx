import type { FailedJob } from "@keen/contracts";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { type JobAction, useJobAction } from "../api/act-on-job";
import { useFailedJobs } from "../api/get-admin-jobs";
import { FailedJobRow } from "./failed-job-row";

const done: Record<JobAction, string> = { retry: "Job queued again", delete: "Job deleted" };

/** Failed jobs, newest first and page by page, with Retry and (after a confirmation) Delete. */
export function FailedJobsSection() {
  const failed = useFailedJobs();
  const action = useJobAction();
  const [toDelete, setToDelete] = useState<FailedJob>();
  const jobs = failed.data?.pages.flatMap((page) => page.items);

  function handleAction(job: FailedJob, kind: JobAction) {
    action.mutate(
      { id: job.id, action: kind },
      {
        onSuccess: () => {
          setToDelete(undefined);
          notify({
            type: "success",
            title: done[kind],
            message:
              kind === "retry"
                ? `${job.name} will run again shortly, with one more attempt.`
                : `${job.name} was removed from the failed jobs.`,
          });
        },
        onError: (error) => {
          setToDelete(undefined);
          if (isApiError(error) && (error.status === 404 || error.status === 409)) {
            notify({ type: "warning", title: "The list has changed", message: error.message });
          }
        },
      },
    );
  }

  if (failed.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        The failed jobs could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (jobs?.length === 0) {
    return (
      <EmptyState
        icon={CircleCheck}
        title="No failed jobs"
        description="A job that still fails after all its retries shows here with its error, to retry once the cause is fixed or to delete."
      />
    );
  }
  const pendingId = action.isPending ? action.variables?.id : undefined;
  return (
    <>
      <Card className="overflow-hidden">
        {jobs ? (
          <ul aria-label="Failed jobs" className="divide-y divide-slate-100">
            {jobs.map((job) => (
              <FailedJobRow
                key={job.id}
                job={job}
                pendingAction={pendingId === job.id ? action.variables?.action : undefined}
                onRetry={(j) => handleAction(j, "retry")}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        ) : (
          <div aria-busy="true" className="space-y-3 px-5 py-5">
            <span className="sr-only">Loading failed jobs…</span>
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-3 w-64" />
          </div>
        )}
      </Card>
      {failed.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void failed.fetchNextPage()}
            isLoading={failed.isFetchingNextPage}
          >
            Show more failed jobs
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => (open ? null : setToDelete(undefined))}
        title="Delete this failed job?"
        description={
          <>
            The <span className="font-mono">{toDelete?.name}</span> job and its data are removed for good; it
            will not run again. Retry it instead if its cause is fixed.
          </>
        }
        confirmLabel="Delete job"
        isDestructive
        isPending={action.isPending && action.variables?.action === "delete"}
        onConfirm={() => (toDelete ? handleAction(toDelete, "delete") : undefined)}
      />
    </>
  );
}
