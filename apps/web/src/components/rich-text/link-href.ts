import { isSafeLinkHref } from "@keen/rich-text/urls";

/**
 * Turns what someone typed into a link target: adds `https://` to a bare domain, and accepts
 * only http, https and mailto addresses that parse. Returns an error message otherwise.
 */
export function normaliseLinkHref(input: string): { href: string } | { error: string } {
  const text = input.trim();
  if (!text) return { error: "Enter a web address." };
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  if (!isSafeLinkHref(candidate)) {
    return { error: "Use a web address starting with http:// or https:// (or a mailto: address)." };
  }
  try {
    const url = new URL(candidate);
    if (url.protocol !== "mailto:" && !url.hostname.includes(".") && url.hostname !== "localhost") {
      return { error: "That doesn't look like a complete web address, e.g. https://example.edu." };
    }
    return { href: url.href };
  } catch {
    return { error: "That doesn't look like a web address, e.g. https://example.edu." };
  }
}
