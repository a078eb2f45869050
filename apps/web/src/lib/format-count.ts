/**
 * A whole count with thousands separators: 12345 → "12,345". Written by hand: a number's first
 * `toLocaleString` loads the locale's data, 15+ ms of main thread on a phone in the middle of the
 * card page's first render (issue 12).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? "-" : "";
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
