import { errorSummary, field, notice } from "./forms";
import { html } from "./html";
import { layout } from "./layout";

export type LoginPageProps = {
  action: string;
  signupHref: string;
  forgotHref: string;
  email?: string;
  error?: string;
  fieldErrors?: { email?: string; password?: string };
  info?: string;
  supportEmail: string;
  homeUrl: string;
};

/** The "Log in" page of an authorization interaction. */
export function loginPage(props: LoginPageProps): string {
  const errors = props.fieldErrors ?? {};
  return layout(
    {
      title: "Log in",
      supportEmail: props.supportEmail,
      homeUrl: props.homeUrl,
      scripts: ["/assets/forms.js"],
    },
    html`<h1>Welcome back</h1>
    <p class="lead">Log in to create, review and share teaching cards with the KEEN community.</p>
    ${props.info ? notice(props.info) : ""}
    ${errorSummary(props.error ? {} : errors, props.error)}
    <form method="post" action="${props.action}" novalidate>
      ${field({ name: "email", label: "Email", type: "email", value: props.email, autocomplete: "username", error: errors.email, isAutofocus: !props.email })}
      ${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", error: errors.password, isAutofocus: Boolean(props.email) })}
      <p class="form-aside"><a href="${props.forgotHref}">Forgot your password?</a></p>
      <button class="button button-primary" type="submit">Log in</button>
    </form>
    <p class="switch">New to KEEN Cards? <a href="${props.signupHref}">Create an account</a></p>`,
  );
}
