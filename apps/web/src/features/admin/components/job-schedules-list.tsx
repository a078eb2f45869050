import type { JobSchedule } from "@keen/contracts";
import { CalendarClock } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format-relative-time";
import { JobName } from "./job-name";

/** The periodic jobs: each rule, when it last ran and when it runs next. */
export function JobSchedulesList({ schedules }: { schedules: JobSchedule[] | undefined }) {
  if (schedules?.length === 0) {
    return (
      <EmptyState
        icon={CalendarClock}
        title="No schedules are registered"
        description="Periodic jobs register their schedule when a worker process starts. Start the API with workers to see them here."
      />
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul aria-label="Schedules" className="divide-y divide-slate-100">
        {schedules
          ? schedules.map((schedule) => (
              <li
                key={schedule.name}
                className="grid gap-2 px-4 py-3.5 sm:grid-cols-[1fr_auto] sm:items-center sm:px-5"
              >
                <div className="min-w-0">
                  <p className="font-mono text-xs font-medium break-words text-slate-800">
                    <JobName name={schedule.name} />
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{schedule.cron}</code>{" "}
                    {schedule.timezone}
                  </p>
                </div>
                <dl className="grid grid-cols-2 gap-x-6 text-sm sm:text-right">
                  <div>
                    <dt className="text-xs text-slate-500">Last run</dt>
                    <dd className="text-slate-800">
                      {schedule.lastRunAt ? <RelativeTime iso={schedule.lastRunAt} /> : "Not recorded"}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500">Next run</dt>
                    <dd className="text-slate-800">
                      {schedule.nextRunAt ? formatDateTime(schedule.nextRunAt) : "None"}
                    </dd>
                  </div>
                </dl>
              </li>
            ))
          : [0, 1].map((row) => (
              <li key={row} aria-hidden className="space-y-2 px-5 py-4">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-3 w-32" />
              </li>
            ))}
      </ul>
    </Card>
  );
}
