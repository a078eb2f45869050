/**
 * A return address that is safe to navigate to: only same-origin relative paths ("/card?x=1");
 * anything else (absolute URLs, "//host", "/\\host", empty) gives the fallback.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  const base = "http://app.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
