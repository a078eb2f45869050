import { html, type SafeHtml } from "./html";
import { layout } from "./layout";

export type MessagePageProps = {
  title: string;
  body: SafeHtml | string;
  action?: { href: string; label: string };
  secondary?: { href: string; label: string };
  tone?: "success" | "neutral" | "warning";
  supportEmail: string;
  homeUrl: string;
};

const icons = {
  success: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  warning: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 7v6m0 4h.01" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>`,
  neutral: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7l8 6 8-6M4 7v10h16V7" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>`,
};

/** A short outcome page: an icon, a heading, a sentence or two and where to go next. */
export function messagePage(props: MessagePageProps): string {
  const tone = props.tone ?? "neutral";
  return layout(
    { title: props.title, supportEmail: props.supportEmail, homeUrl: props.homeUrl },
    html`<div class="outcome outcome-${tone}">${icons[tone]}</div>
    <h1>${props.title}</h1>
    <div class="prose">${props.body}</div>
    ${props.action ? html`<a class="button button-primary" href="${props.action.href}">${props.action.label}</a>` : ""}
    ${props.secondary ? html`<p class="switch"><a href="${props.secondary.href}">${props.secondary.label}</a></p>` : ""}`,
  );
}
