import { formatBytes } from "@/lib/format-bytes";
import { type DownloadProgress, progressPercent } from "./use-download";

/** A slim progress bar with its figure, for a running download. */
export function DownloadProgressBar({ progress, label }: { progress: DownloadProgress; label: string }) {
  const percent = progressPercent(progress);
  const text = percent === undefined ? formatBytes(progress.loaded) : `${percent} %`;
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? `${text} downloaded` : text}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={
            percent === undefined
              ? "h-full w-1/3 rounded-full bg-brand-600 motion-safe:animate-progress"
              : "h-full rounded-full bg-brand-600 transition-[width]"
          }
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
      <span className="w-14 shrink-0 text-right tabular-nums">{text}</span>
    </div>
  );
}
