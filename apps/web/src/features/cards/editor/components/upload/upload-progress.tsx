import { FileUp, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import { formatBytes } from "@/lib/format-bytes";
import type { UploadItem } from "../../hooks/use-uploads";

/** One file on its way up: name, size, a progress bar (or the reason it failed), cancel/dismiss. */
export function UploadProgress({ upload, onCancel }: { upload: UploadItem; onCancel: () => void }) {
  const percent = Math.round(upload.progress * 100);
  const failed = upload.status === "error";
  return (
    <li
      className={cn(
        "flex items-center gap-3 rounded-lg border px-3 py-2.5",
        failed ? "border-red-200 bg-red-50" : "border-slate-200 bg-white",
      )}
    >
      <FileUp aria-hidden className={cn("size-4 shrink-0", failed ? "text-red-600" : "text-brand-600")} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="truncate font-medium text-slate-900">{upload.file.name}</span>
          <span className="shrink-0 text-xs text-slate-500 tabular-nums">
            {failed ? formatBytes(upload.file.size) : `${percent}% of ${formatBytes(upload.file.size)}`}
          </span>
        </div>
        {failed ? (
          <p role="alert" className="mt-0.5 text-xs font-medium text-red-700">
            {upload.error}
          </p>
        ) : (
          <ProgressBar label={`Uploading ${upload.file.name}`} percent={percent} className="mt-1.5 h-1.5" />
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={onCancel}
        aria-label={failed ? `Dismiss ${upload.file.name}` : `Cancel upload of ${upload.file.name}`}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}
