import { html } from "./html";
import { layout } from "./layout";

/** Explains a failed sign-in request without leaking internals; offers the way back. */
export function errorPage(props: {
  title?: string;
  message: string;
  /** Technical detail for whoever reports the problem (already safe to show). */
  detail?: string;
  supportEmail: string;
  homeUrl: string;
}): string {
  return layout(
    {
      title: props.title ?? "Something went wrong",
      supportEmail: props.supportEmail,
      homeUrl: props.homeUrl,
    },
    html`<div class="outcome outcome-warning"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 7v6m0 4h.01" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg></div>
    <h1>${props.title ?? "Something went wrong"}</h1>
    <p class="lead">${props.message}</p>
    <a class="button button-primary" href="${props.homeUrl}">Back to KEEN Cards</a>
    ${props.detail ? html`<p class="detail">Details for support: <code>${props.detail}</code></p>` : ""}`,
  );
}
