import { cn } from "@/lib/cn";

/** How a count reads on a small badge: "1" … "99", then "99+". */
export function formatBadgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The small count in the corner of a header icon (unread notifications, messages); nothing at 0.
 * Decorative: the icon's accessible name carries the number.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={cn(
        "pointer-events-none absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-brand-600 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white",
        className,
      )}
    >
      {formatBadgeCount(count)}
    </span>
  );
}
