import type { AuditEntry } from "@keen/contracts";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-relative-time";
import { actionLabels, describeDetails } from "./audit-words";

/** One audit entry: when, who, what, to whom, and why. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const particulars = describeDetails(entry.action, entry.details);
  return (
    <li className="grid gap-1 px-5 py-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4">
      <time dateTime={entry.at} className="text-sm text-slate-500">
        {formatDateTime(entry.at)}
      </time>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-900">
          <span className="font-medium">{entry.actor.name}</span>
          <Badge variant="neutral">{actionLabels[entry.action]}</Badge>
          <span className="break-words">{entry.target.label}</span>
          {particulars ? <span className="text-slate-500">({particulars})</span> : null}
        </p>
        {entry.reason ? <p className="mt-1 text-sm text-slate-600">Reason: {entry.reason}</p> : null}
      </div>
    </li>
  );
}
