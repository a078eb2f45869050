import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";

/** How close to the limit the count of a long text field starts to show. */
const SHOW_WITHIN = 400;

/** Whether a text of `length` characters is close enough to `max` for its count to show. */
export function isNearLimit(length: number, max: number): boolean {
  return length >= max - SHOW_WITHIN;
}

type NearLimitCountProps = {
  id: string;
  length: number;
  max: number;
  /** What a too-long text cannot do: "send", "post". */
  action: string;
  className?: string;
};

/**
 * "3,712 / 4,000" under a long text field (messages, comments) once it nears the limit, red with
 * "too long to send" past it; announced politely as it changes. Nothing while far from the limit.
 */
export function NearLimitCount({ id, length, max, action, className }: NearLimitCountProps) {
  if (!isNearLimit(length, max)) return null;
  const isTooLong = length > max;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn("tabular-nums", isTooLong ? "font-semibold text-red-700" : "text-slate-500", className)}
    >
      {formatCount(length)} / {formatCount(max)}
      {isTooLong ? ` — too long to ${action}` : null}
    </p>
  );
}
