import { useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import { formatDateTime, formatRelativeTime } from "@/lib/format-relative-time";

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const l of listeners) l();
  }, 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getNow = () => now;

/** "5 minutes ago" in a `<time>` element with the full date as its tooltip; kept current by one shared clock. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const current = useSyncExternalStore(subscribe, getNow, getNow);
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={cn("whitespace-nowrap", className)}>
      {formatRelativeTime(iso, Math.max(current, Date.now()))}
    </time>
  );
}
