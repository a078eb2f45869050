import { passwordRuleTexts } from "../passwords";
import { html, type SafeHtml } from "./html";

export type FieldErrors = Partial<Record<string, string>>;

type FieldOptions = {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  value?: string;
  error?: string;
  autocomplete?: string;
  hint?: SafeHtml | string;
  /** Help shown below the input (e.g. password rules); also described to screen readers. */
  after?: SafeHtml;
  isAutofocus?: boolean;
};

/** A labelled input with its hint and error wired up through aria-describedby. */
export function field(options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const hintId = options.hint ? `${id}-hint` : "";
  const errorId = options.error ? `${id}-error` : "";
  const afterId = options.after ? `${id}-help` : "";
  const describedBy = [hintId, errorId, afterId].filter(Boolean).join(" ");
  const type = options.type ?? "text";
  return html`<div class="field${options.error ? " field-invalid" : ""}">
    <label for="${id}">${options.label}</label>
    ${options.hint ? html`<div class="field-hint" id="${hintId}">${options.hint}</div>` : ""}
    <div class="input-wrap">
      <input id="${id}" name="${options.name}" type="${type}" required
        ${options.value !== undefined && type !== "password" ? html`value="${options.value}"` : ""}
        ${options.autocomplete ? html`autocomplete="${options.autocomplete}"` : ""}
        ${type === "email" ? html`inputmode="email" spellcheck="false" autocapitalize="none"` : ""}
        ${describedBy ? html`aria-describedby="${describedBy}"` : ""}
        ${options.error ? html`aria-invalid="true"` : ""}
        ${options.isAutofocus ? html`autofocus` : ""}>
      ${type === "password" ? html`<button type="button" class="reveal" data-reveal="${id}" aria-controls="${id}" hidden>Show</button>` : ""}
    </div>
    ${options.error ? html`<p class="field-error" id="${errorId}"><span aria-hidden="true">!</span> ${options.error}</p>` : ""}
    ${options.after ? html`<div class="field-help" id="${afterId}">${options.after}</div>` : ""}
  </div>`;
}

/** A new-password field with the rules listed and a live strength hint. */
export function newPasswordField(options: {
  error?: string;
  label?: string;
  emailFieldId?: string;
}): SafeHtml {
  const after = html`<div class="strength" data-strength>
      <span class="strength-bar" aria-hidden="true"><span></span><span></span><span></span><span></span></span>
      <span class="strength-text">Strength: <strong>—</strong></span>
    </div>
    <ul class="rules" data-password-rules ${options.emailFieldId ? html`data-email-field="${options.emailFieldId}"` : ""}>
      ${passwordRuleTexts.map((text, i) => html`<li data-rule="${i}">${text}</li>`)}
    </ul>`;
  return field({
    name: "password",
    label: options.label ?? "Password",
    type: "password",
    autocomplete: "new-password",
    error: options.error,
    after,
  });
}

/** Lists every problem at the top of a form so screen-reader users hear them at once. */
export function errorSummary(errors: FieldErrors, general?: string): SafeHtml {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (!general && entries.length === 0) return html``;
  return html`<div class="alert alert-error" role="alert" tabindex="-1">
    ${general ? html`<p>${general}</p>` : html`<p>Please fix the following:</p>`}
    ${entries.length ? html`<ul>${entries.map(([name, message]) => html`<li><a href="#field-${name}">${message}</a></li>`)}</ul>` : ""}
  </div>`;
}

/** A calm informational notice (e.g. "If an account exists…"). */
export function notice(text: string | SafeHtml, tone: "info" | "success" = "info"): SafeHtml {
  return html`<div class="alert alert-${tone}" role="status">${text}</div>`;
}

/** The hidden CSRF field of forms that no interaction cookie protects. */
export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}
