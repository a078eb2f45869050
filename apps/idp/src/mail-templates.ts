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
