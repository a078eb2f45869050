/*
 * Dates in the product's one locale (British English), written out by hand: the first
 * `Intl.DateTimeFormat` a page builds loads the locale's data, 20–60 ms of main thread on a phone in
 * the middle of the card page's first render (issue 12, Lighthouse total blocking time). The
 * browser's time zone applies, as it would to `Intl`.
 */

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The date an ISO string names, or undefined when it is missing or malformed. */
export function parseDate(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date for lists: "12 Nov 2026" (empty for a missing or malformed date). */
export function formatDate(iso: string | null | undefined): string {
  const date = parseDate(iso);
  if (!date) return "";
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A calendar date spelled out: "12 November 2026". */
export function formatLongDate(date: Date): string {
  return `${date.getDate()} ${LONG_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A month of a year: "November 2026". */
export function formatMonthYear(date: Date): string {
  return `${LONG_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The time of day on a 24-hour clock: "14:05". */
export function formatTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}
