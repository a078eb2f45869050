import { composeMail as compose, type MailMessage } from "@keen/mail";

type Greeting = { to: string; givenName: string };

/** The email with the link that verifies an address. */
export function verificationMail(input: Greeting & { link: string; supportEmail: string }): MailMessage {
  return compose(input, {
    subject: "Verify your email for KEEN Cards",
    lines: [
      "Please confirm that this is your email address by opening the link below.",
      "The link is valid for 24 hours.",
    ],
    action: { label: "Verify my email", link: input.link },
    footer: `If you didn't create a KEEN Cards account, you can ignore this email. Questions? Write to ${input.supportEmail}.`,
  });
}

/** The email with the link that sets a new password. */
export function passwordResetMail(input: Greeting & { link: string; supportEmail: string }): MailMessage {
  return compose(input, {
    subject: "Reset your KEEN Cards password",
    lines: [
      "We received a request to reset the password of your KEEN Cards account.",
      "Open the link below to choose a new one. The link is valid for 1 hour and works once.",
    ],
    action: { label: "Choose a new password", link: input.link },
    footer: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  });
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function existingAccountMail(input: Greeting & { loginLink: string; resetLink: string }): MailMessage {
  return compose(input, {
    subject: "You already have a KEEN Cards account",
    lines: [
      "Someone (probably you) tried to create a KEEN Cards account with this email address, which already has one.",
      `You can log in at ${input.loginLink}, or reset your password at ${input.resetLink}.`,
    ],
    footer: "If this wasn't you, no action is needed.",
  });
}

/** Sent to a new address: the link that makes it the account's sign-in email. */
export function emailChangeMail(input: Greeting & { link: string; supportEmail: string }): MailMessage {
  return compose(input, {
    subject: "Confirm your new email for KEEN Cards",
    lines: [
      "You asked to use this address to sign in to KEEN Cards. Open the link below to confirm it.",
      "Until you do, your current address stays your sign-in email. The link is valid for 24 hours.",
    ],
    action: { label: "Use this email", link: input.link },
    footer: `If you didn't ask for this, you can ignore this email. Questions? Write to ${input.supportEmail}.`,
  });
}

/** Sent to the old address once the account's sign-in email has changed. */
export function emailChangedNotice(
  input: Greeting & { newEmail: string; supportEmail: string },
): MailMessage {
  return compose(input, {
    subject: "Your KEEN Cards email was changed",
    lines: [
      `The sign-in email of your KEEN Cards account is now ${input.newEmail}. This address no longer signs you in.`,
    ],
    footer: `If you didn't make this change, write to ${input.supportEmail} right away so we can secure your account.`,
  });
}

/** Sent to an address that already has an account when another account asks to use it. */
export function emailInUseNotice(input: Greeting & { supportEmail: string }): MailMessage {
  return compose(input, {
    subject: "Someone tried to use your email on KEEN Cards",
    lines: [
      "A signed-in KEEN Cards member asked to make this address the sign-in email of their account.",
      "It already belongs to your account, so nothing was changed.",
    ],
    footer: `If this was you with a second account, sign in with this address instead. Questions? Write to ${input.supportEmail}.`,
  });
}
