import { type Browser, expect, type Page } from "@playwright/test";
import { linkTo, waitForMail } from "./outbox";
import { watchPageErrors } from "./test";

export const demoPassword = "keen-demo-password";

let counter = 0;
/** An email address no other test uses. */
export function uniqueEmail(prefix = "member"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.edu`;
}

/** Fills the identity provider's log-in form (the page must be showing it). */
export async function submitLogin(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Fills the identity provider's sign-up form (the page must be showing it). */
export async function submitSignup(
  page: Page,
  account: { first: string; last: string; email: string; password: string },
) {
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("First name").fill(account.first);
  await page.getByLabel("Last name").fill(account.last);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Opens the verification link mailed to `email` in a new tab of the page's context, as a member would. */
export async function verifyEmailInNewTab(page: Page, email: string) {
  const mail = await waitForMail(email, /verify/i);
  const verifyPage = await page.context().newPage();
  await verifyPage.goto(linkTo(mail, "/email/verify"));
  await expect(verifyPage.getByRole("heading", { name: /verified/i })).toBeVisible();
  await verifyPage.close();
}

/** Logs in through the real redirect flow and lands on `path`. */
export async function logInAs(page: Page, email: string, path = "/", password = demoPassword) {
  await page.goto(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
  await submitLogin(page, email, password);
  await page.waitForURL(
    (url) => url.port === new URL(page.url()).port && url.pathname === path.split("?")[0],
  );
}

/** A browser context already signed in as a demo account (tokens in local storage, IdP cookie). */
export async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  await watchPageErrors(context, email);
  const page = await context.newPage();
  await logInAs(page, email, "/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Good (morning|afternoon|evening)/);
  await page.close();
  return context;
}
