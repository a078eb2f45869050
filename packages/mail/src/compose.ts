import { escapeHtml } from "@keen/server-kit/html";
import type { MailMessage } from "./message";

/** The parts of one of our e-mails: greeting, paragraphs, an optional button and a footer. */
export type MailContent = {
  subject: string;
  lines: string[];
  action?: { label: string; link: string };
  footer: string;
  /** Extra headers (for example `List-Unsubscribe`). */
  headers?: Record<string, string>;
};

/**
 * Lays out one of our e-mails as plain text and matching simple HTML (inline styles only, as
 * mail clients expect), greeting the recipient by their given name.
 */
export function composeMail(greeting: { to: string; givenName: string }, content: MailContent): MailMessage {
  const hello = `Hello ${greeting.givenName},`;
  const text = [
    hello,
    "",
    ...content.lines,
    ...(content.action ? ["", content.action.link] : []),
    "",
    content.footer,
    "",
    "— KEEN Cards",
  ].join("\n");
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.link)}" style="background:#2456c4;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">Or paste this link into your browser:<br>${escapeHtml(content.action.link)}</p>`
    : "";
  const html = `<div style="font-family:Inter,Arial,sans-serif;color:#0f172a;max-width:520px;line-height:1.6"><p style="font-family:Georgia,serif;font-size:20px;font-weight:600">KEEN Cards</p><p>${escapeHtml(hello)}</p>${content.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}${button}<p style="font-size:13px;color:#475569">${escapeHtml(content.footer)}</p></div>`;
  return { to: greeting.to, subject: content.subject, text, html, headers: content.headers };
}
