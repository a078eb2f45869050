/** Made on first use: building an Intl formatter loads locale data, which a page need not pay for up front. */
let dateFormat: Intl.DateTimeFormat | undefined;

/** A calendar date for lists: "12 Nov 2026" (empty for a missing or malformed date). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  dateFormat ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
  return dateFormat.format(date);
}
