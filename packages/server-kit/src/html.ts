const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text made safe for HTML element content and quoted attribute values: the one escaper of the
 * services' pages, mails and card previews. Imported as `@keen/server-kit/html`, which loads
 * nothing else (no Fastify, no zod), so bundles and small packages can use it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}
