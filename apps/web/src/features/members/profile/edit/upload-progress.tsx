import { ProgressBar } from "@/components/ui/progress-bar";

/** A labelled progress bar for an upload (0–1), announced to screen readers as a progressbar. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="flex w-full flex-col gap-1.5">
      <div className="flex justify-between text-xs font-medium text-slate-700">
        <span>{label}</span>
        <span aria-hidden>{percent}%</span>
      </div>
      <ProgressBar label={label} percent={percent} className="h-2 w-full" />
    </div>
  );
}
