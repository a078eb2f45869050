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

const SCRIPT_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * `value` as JSON safe inside an inline `<script>` element (JSON-LD, page settings): `<`, `>` and
 * `&` written as `\u` escapes, so no string in it can close the element or open a comment, and
 * the line separators JavaScript once rejected too. The JSON means the same after parsing.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] as string);
}
