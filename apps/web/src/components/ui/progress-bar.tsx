import { cn } from "@/lib/cn";

type ProgressBarProps = {
  /** What is progressing ("Uploading handout.pdf"), the bar's accessible name. */
  label: string;
  /** 0–100, or undefined while the total is unknown (the bar then moves without a figure). */
  percent?: number;
  /** What a screen reader says instead of the bare percentage ("1.2 MB downloaded"). */
  valueText?: string;
  /** The track's size and place (height, width, margins). */
  className?: string;
};

/** A slim progress bar in the accent colour, announced as a `progressbar` (uploads, downloads). */
export function ProgressBar({ label, percent, valueText, className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn("overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className={
          percent === undefined
            ? "h-full w-1/3 rounded-full bg-brand-600 motion-safe:animate-progress"
            : "h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out"
        }
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
