import { expect } from "@playwright/test";
import { submitLogin, submitSignup, uniqueEmail, verifyEmailInNewTab } from "./support/identity";
import { linkTo, waitForMail } from "./support/outbox";
import { test } from "./support/test";

const password = "Lathe-and-Chisel-42";

test("a new member signs up, verifies by email, onboards and lands on the page first asked for", async ({
  page,
}) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/card/my-cards?tab=drafts");
  // The guard sends visitors to the identity provider's log-in form, which links to sign-up.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  await submitSignup(page, { first: "Grace", last: "Hopper", email, password });

  // Not verified yet: the app shows the Email Verification screen.
  await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
  await expect(
    page.getByText("Please verify your email address before continuing to use the platform."),
  ).toBeVisible();
  await expect(page.getByText("Need Help?")).toBeVisible();

  await verifyEmailInNewTab(page, email);

  await page.getByRole("button", { name: "Try Again" }).click();
  await page.waitForURL(/\/onboarding\?returnTo=/);
  await expect(page.getByRole("heading", { name: "About you" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
  await page.getByLabel("Title").fill("Professor of Computer Science");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Search institutions").fill("Rose");
  await page.getByRole("radio", { name: /Rose-Hulman Institute of Technology/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: "Computer Science" }).click();
  await page.getByRole("button", { name: "Finish" }).click();

  await page.waitForURL(
    (url) => url.pathname === "/card/my-cards" && url.searchParams.get("tab") === "drafts",
  );
  await expect(page.getByText(/Sorry, something went wrong|Oops! Something went wrong/)).toHaveCount(0);
});

test("logging in with an unverified email shows the Email Verification screen", async ({ page, browser }) => {
  const email = uniqueEmail("unverified");
  const signupContext = await browser.newContext();
  const signupPage = await signupContext.newPage();
  await signupPage.goto("/auth/signup");
  await submitSignup(signupPage, { first: "Ada", last: "Lovelace", email, password });
  await expect(signupPage.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
  await signupContext.close();

  await page.goto("/auth/login");
  await submitLogin(page, email, password);
  await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
});

test("forgot password: the emailed link sets a new password that then logs in", async ({ page, browser }) => {
  const email = uniqueEmail("forgetful");
  const signup = await browser.newContext();
  const signupPage = await signup.newPage();
  await signupPage.goto("/auth/signup");
  await submitSignup(signupPage, { first: "Nikola", last: "Tesla", email, password });
  await signupPage.goto(linkTo(await waitForMail(email, /verify/i), "/email/verify"));
  await signup.close();

  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account exists/i)).toBeVisible();

  const mail = await waitForMail(email, /reset/i);
  await page.goto(linkTo(mail, "/password/reset"));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = "Brand-New-Turbine-77";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  await page.goto("/auth/login?redirectTo=%2Fsettings%2Fpersonal-information");
  await submitLogin(page, email, password);
  await expect(page.getByText(/Email or password is incorrect/)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  // First sign-in of this member: onboarding, then the page first asked for.
  await page.waitForURL(/\/onboarding\?returnTo=%2Fsettings%2Fpersonal-information/);
});
