import { csrfField, errorSummary, type FieldErrors, field, notice } from "./forms";
import { html } from "./html";
import { layout } from "./layout";

/** "Resend verification email": asks for the address to send a new link to. */
export function resendVerificationPage(props: {
  csrf: string;
  email?: string;
  errors?: FieldErrors;
  isSent?: boolean;
  /** The app page the new link leads back to (a validated path), carried through the form. */
  returnTo?: string;
  supportEmail: string;
  homeUrl: string;
}): string {
  const errors = props.errors ?? {};
  return layout(
    { title: "Resend verification email", supportEmail: props.supportEmail, homeUrl: props.homeUrl },
    html`<h1>Resend verification email</h1>
    <p class="lead">Enter the address you signed up with and we'll send a new verification link.</p>
    ${props.isSent ? notice("If an account exists for that address and it isn't verified yet, we've sent a new verification link. It is valid for 24 hours.", "success") : ""}
    ${errorSummary(errors)}
    <form method="post" action="/email/resend" novalidate>
      ${csrfField(props.csrf)}
      ${props.returnTo ? html`<input type="hidden" name="return_to" value="${props.returnTo}">` : ""}
      ${field({ name: "email", label: "Email", type: "email", value: props.email, autocomplete: "email", error: errors.email, isAutofocus: !props.isSent })}
      <button class="button button-primary" type="submit">Send verification link</button>
    </form>
    <p class="switch"><a href="${props.homeUrl}">Back to KEEN Cards</a></p>`,
  );
}
