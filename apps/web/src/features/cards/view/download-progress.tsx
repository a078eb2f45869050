import { ProgressBar } from "@/components/ui/progress-bar";
import { formatBytes } from "@/lib/format-bytes";
import { type DownloadProgress, progressPercent } from "./use-download";

/** A slim progress bar with its figure, for a running download. */
export function DownloadProgressBar({ progress, label }: { progress: DownloadProgress; label: string }) {
  const percent = progressPercent(progress);
  const text = percent === undefined ? formatBytes(progress.loaded) : `${percent} %`;
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600">
      <ProgressBar
        label={label}
        percent={percent}
        valueText={percent === undefined ? `${text} downloaded` : text}
        className="h-1.5 flex-1"
      />
      <span className="w-14 shrink-0 text-right tabular-nums">{text}</span>
    </div>
  );
}
