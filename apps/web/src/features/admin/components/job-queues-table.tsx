import type { JobQueueStats } from "@keen/contracts";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { JobName } from "./job-name";

const columns = [
  { key: "waiting", label: "Waiting" },
  { key: "active", label: "Active" },
  { key: "failed", label: "Failed" },
  { key: "completedLastDay", label: "Done, 24 h" },
] as const;

/** Every queue with its waiting, active and failed jobs and those completed in the last day. */
export function JobQueuesTable({ queues }: { queues: JobQueueStats[] | undefined }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Job queues and their jobs by state</caption>
        <thead className="border-b border-slate-200 bg-slate-50/70 text-left text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2.5 sm:px-5">
              Queue
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2.5 text-right sm:px-4">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {queues
            ? queues.map((queue) => (
                <tr key={queue.name}>
                  <th
                    scope="row"
                    className="px-3 py-2.5 text-left font-mono text-xs font-medium break-words text-slate-800 sm:px-5"
                  >
                    <JobName name={queue.name} />
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        "px-2 py-2.5 text-right tabular-nums sm:px-4",
                        queue[column.key] === 0
                          ? "text-slate-400"
                          : column.key === "failed"
                            ? "font-semibold text-red-700"
                            : "font-medium text-slate-900",
                      )}
                    >
                      {formatCount(queue[column.key])}
                    </td>
                  ))}
                </tr>
              ))
            : [0, 1, 2, 3].map((row) => (
                <tr key={row} aria-hidden>
                  <td className="px-3 py-3 sm:px-5">
                    <Skeleton className="h-4 w-40" />
                  </td>
                  {columns.map((column) => (
                    <td key={column.key} className="px-2 py-3 sm:px-4">
                      <Skeleton className="ml-auto h-4 w-6" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </Card>
  );
}
