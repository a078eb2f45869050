import { html, type SafeHtml } from "./html";

/**
 * An email address for running text. Browsers wrap a long address after any hyphen, which reads
 * as two words ("mary-" / "jane@…"). Here the address moves to a line of its own when it fits on
 * one, and otherwise breaks only before a "." or the "@" (as style guides break addresses); just a
 * single part longer than the whole line wraps inside itself.
 */
export function emailAddress(email: string): SafeHtml {
  const parts = email.split(/(?=[.@])/).filter(Boolean);
  return html`<span class="address">${parts.map((part) => html`<span>${part}</span>`)}</span>`;
}
