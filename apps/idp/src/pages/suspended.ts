import type { ActiveSuspension } from "../platform-standing";
import { html } from "./html";
import { messagePage } from "./message";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * The page a suspended member sees instead of signing in: why (the admin's reason) and until when
 * (or that it lasts until an admin lifts it), and whom to write to.
 */
export function suspendedPage(
  suspension: ActiveSuspension,
  basics: { supportEmail: string; homeUrl: string },
): string {
  const until = suspension.until
    ? html`<p>The suspension ends on <strong>${dateFormat.format(suspension.until)} UTC</strong>; you can sign in again after that.</p>`
    : html`<p>The suspension lasts until an administrator lifts it.</p>`;
  return messagePage({
    title: "Your account is suspended",
    tone: "warning",
    body: html`<p>An administrator suspended this account, so it cannot sign in.</p>
      <p class="reason"><strong>Reason:</strong> ${suspension.reason}</p>
      ${until}
      <p>If you think this is a mistake, write to <a href="mailto:${basics.supportEmail}">${basics.supportEmail}</a>.</p>`,
    action: { href: basics.homeUrl, label: "Back to KEEN Cards" },
    ...basics,
  });
}
