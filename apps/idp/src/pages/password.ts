import { emailAddress } from "./email-address";
import { csrfField, errorSummary, type FieldErrors, field, newPasswordField, notice } from "./forms";
import { html } from "./html";
import { layout } from "./layout";

type Common = { csrf: string; supportEmail: string; homeUrl: string };

/** "Forgot your password?": asks for the email to send a reset link to. */
export function forgotPasswordPage(
  props: Common & { email?: string; errors?: FieldErrors; sentTo?: boolean; loginHref: string },
): string {
  const errors = props.errors ?? {};
  return layout(
    { title: "Reset your password", supportEmail: props.supportEmail, homeUrl: props.homeUrl },
    html`<h1>Reset your password</h1>
    <p class="lead">Enter the email address of your account and we'll send you a link to choose a new password.</p>
    ${props.sentTo ? notice("If an account exists for that address, we've sent a link to reset the password. It is valid for 1 hour; check your spam folder if it doesn't arrive within a few minutes.", "success") : ""}
    ${errorSummary(errors)}
    <form method="post" action="/password/forgot" novalidate>
      ${csrfField(props.csrf)}
      ${field({ name: "email", label: "Email", type: "email", value: props.email, autocomplete: "email", error: errors.email, isAutofocus: !props.sentTo })}
      <button class="button button-primary" type="submit">${props.sentTo ? "Send the link again" : "Send reset link"}</button>
    </form>
    <p class="switch">Remembered it? <a href="${props.loginHref}">Back to log in</a></p>`,
  );
}

/** Chooses a new password after following an emailed reset link. */
export function resetPasswordPage(
  props: Common & { token: string; errors?: FieldErrors; email: string },
): string {
  const errors = props.errors ?? {};
  return layout(
    {
      title: "Choose a new password",
      supportEmail: props.supportEmail,
      homeUrl: props.homeUrl,
      scripts: ["/assets/forms.js"],
    },
    html`<h1>Choose a new password</h1>
    <p class="lead">For ${emailAddress(props.email)}. You'll be signed out on other devices.</p>
    ${errorSummary(errors)}
    <form method="post" action="/password/reset" novalidate>
      ${csrfField(props.csrf)}
      <input type="hidden" name="token" value="${props.token}">
      <input type="hidden" id="field-account-email" value="${props.email}">
      ${newPasswordField({ error: errors.password, label: "New password", emailFieldId: "field-account-email" })}
      <button class="button button-primary" type="submit">Save new password</button>
    </form>`,
  );
}
