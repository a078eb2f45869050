import { html, trusted } from "./html";
import { layout } from "./layout";

/** The RP-initiated logout confirmation; `form` is oidc-provider's hidden form (with its xsrf). */
export function logoutPage(props: { form: string; supportEmail: string; homeUrl: string }): string {
  return layout(
    { title: "Log out", supportEmail: props.supportEmail, homeUrl: props.homeUrl },
    html`<h1>Log out of KEEN Cards?</h1>
    <p class="lead">You'll need to log in again to work on your cards.</p>
    ${trusted(props.form)}
    <div class="button-stack">
      <button class="button button-primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, log me out</button>
      <button class="button button-secondary" type="submit" form="op.logoutForm">No, stay logged in</button>
    </div>`,
  );
}
