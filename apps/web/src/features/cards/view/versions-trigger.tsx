import { ChevronDown, History } from "lucide-react";
import { formatDate } from "@/lib/format-date";

/** Classes of the "Version N · published …" trigger, before and after the popover's code loaded. */
export const versionsTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 -mx-1.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100";

/** The trigger's text: the version and when it was published. */
export function VersionsTriggerLabel({
  versionNumber,
  publishedAt,
}: {
  versionNumber: number;
  publishedAt: string | null;
}) {
  const published = formatDate(publishedAt);
  return (
    <>
      <History className="size-3.5 text-slate-500" aria-hidden />
      Version {versionNumber}
      {published ? ` · published ${published}` : null}
      <ChevronDown className="size-3.5 text-slate-500" aria-hidden />
    </>
  );
}
