import { errorSummary, type FieldErrors, field, newPasswordField } from "./forms";
import { html } from "./html";
import { layout } from "./layout";

export type SignupValues = { givenName?: string; familyName?: string; email?: string };

export type SignupPageProps = {
  action: string;
  loginHref: string;
  values?: SignupValues;
  errors?: FieldErrors;
  supportEmail: string;
  homeUrl: string;
};

/** The "Create your account" page of an authorization interaction. */
export function signupPage(props: SignupPageProps): string {
  const values = props.values ?? {};
  const errors = props.errors ?? {};
  return layout(
    {
      title: "Create your account",
      supportEmail: props.supportEmail,
      homeUrl: props.homeUrl,
      scripts: ["/assets/forms.js"],
    },
    html`<h1>Create your account</h1>
    <p class="lead">Join engineering educators sharing entrepreneurial-mindset teaching cards.</p>
    ${errorSummary(errors)}
    <form method="post" action="${props.action}" novalidate>
      <div class="field-row">
        ${field({ name: "given_name", label: "First name", value: values.givenName, autocomplete: "given-name", error: errors.given_name, isAutofocus: true })}
        ${field({ name: "family_name", label: "Last name", value: values.familyName, autocomplete: "family-name", error: errors.family_name })}
      </div>
      ${field({ name: "email", label: "Email", type: "email", value: values.email, autocomplete: "email", error: errors.email, hint: "Use your institutional address if you have one." })}
      ${newPasswordField({ error: errors.password, emailFieldId: "field-email" })}
      <button class="button button-primary" type="submit">Create account</button>
      <p class="fine-print">We'll email you a link to verify your address before you continue.</p>
    </form>
    <p class="switch">Already have an account? <a href="${props.loginHref}">Log in</a></p>`,
  );
}
