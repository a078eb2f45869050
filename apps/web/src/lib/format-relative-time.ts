import { formatDate, formatLongDate, formatTime, parseDate } from "./format-date";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * How long ago something happened, for activity lists: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; a calendar date ("12 Nov 2026") from a week on. Written by hand, like
 * `formatDate`, so no `Intl` locale data loads on a page's first render.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const date = parseDate(iso);
  if (!date) return "";
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour");
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return "yesterday";
  if (days < 7) return ago(days, "day");
  return formatDate(iso);
}

/** The full date and time, for a tooltip next to a relative time: "12 November 2026 at 14:05". */
export function formatDateTime(iso: string): string {
  const date = parseDate(iso);
  return date ? `${formatLongDate(date)} at ${formatTime(date)}` : "";
}
