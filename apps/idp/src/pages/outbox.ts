import type { OutboxEntry } from "@keen/mail";
import { escapeHtml } from "@keen/server-kit/html";
import { html, type SafeHtml, trusted } from "./html";
import { layout } from "./layout";

/** The development outbox: every message the IdP "sent", newest first, links clickable. */
export function outboxPage(props: { messages: OutboxEntry[]; homeUrl: string }): string {
  const list = props.messages.length
    ? html`<ol class="outbox">${props.messages.map(message)}</ol>`
    : html`<div class="empty"><p><strong>No messages yet.</strong></p><p>Sign up or ask for a password reset and the email appears here.</p></div>`;
  return layout(
    { title: "Outbox", isWide: true, homeUrl: props.homeUrl },
    html`<h1>Outbox</h1>
    <p class="lead">Emails written to the local outbox in development (newest first). Also as <a href="/dev/outbox.json">JSON</a>.</p>
    ${list}`,
  );
}

function message(entry: OutboxEntry): SafeHtml {
  return html`<li class="message">
    <h2>${entry.subject || "(no subject)"}</h2>
    <dl class="meta">
      <div><dt>To</dt><dd>${entry.to}</dd></div>
      <div><dt>Date</dt><dd><time>${entry.date}</time></dd></div>
    </dl>
    <pre class="message-text">${linkify(entry.text)}</pre>
  </li>`;
}

/** Escapes text and turns http(s) URLs into links. */
export function linkify(text: string): SafeHtml {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return trusted(
    parts
      .map((part, i) =>
        i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
      )
      .join(""),
  );
}
