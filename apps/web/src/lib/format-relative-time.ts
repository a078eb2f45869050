import { formatDate } from "./format-date";

// Made on first use, like formatDate's formatter.
let relative: Intl.RelativeTimeFormat | undefined;
let full: Intl.DateTimeFormat | undefined;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened, for activity lists: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; a calendar date ("12 Nov 2026") from a week on.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return "just now";
  relative ??= new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
  return formatDate(iso);
}

/** The full date and time, for a tooltip next to a relative time: "12 November 2026 at 14:05". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  full ??= new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" });
  return full.format(date);
}
