import { z } from "zod";

/** The identity provider's password rules, as shown beside the new-password field. */
export const passwordRuleTexts = [
  "At least 10 characters",
  "Not your email address",
  "Not a commonly used password",
];

const MIN_PASSWORD = 10;
const MAX_PASSWORD = 200;

/**
 * Which rules a password being typed already meets, for live ticks beside the field: `true` met,
 * `false` not yet, `null` only the identity provider can tell (the common-password list is there).
 */
export function passwordRuleStatus(password: string, email: string | undefined): (boolean | null)[] {
  const isEmail = !!email && password.trim().toLowerCase() === email.toLowerCase();
  return [password.length >= MIN_PASSWORD, password.length > 0 && !isEmail, null];
}

/** The current password, which the identity provider asks for before a password or email change. */
const currentPassword = z
  .string()
  .min(1, "Type your current password.")
  .max(MAX_PASSWORD, "That is too long.");

/** The change-password form: the rules the browser can check; the provider checks the rest. */
export function passwordChangeSchema(email: string | undefined) {
  return z
    .object({
      currentPassword,
      password: z
        .string()
        .min(MIN_PASSWORD, `Use at least ${MIN_PASSWORD} characters.`)
        .max(MAX_PASSWORD, `Use at most ${MAX_PASSWORD} characters.`)
        .refine(
          (value) => !email || value.trim().toLowerCase() !== email.toLowerCase(),
          "Don't use your email address as your password.",
        ),
      confirmPassword: z.string().min(1, "Type the new password again."),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ["confirmPassword"],
      message: "The two passwords don't match.",
    });
}
export type PasswordChangeValues = z.infer<ReturnType<typeof passwordChangeSchema>>;

/** The change-email form: a valid address that differs from the current one, and the password. */
export function emailChangeSchema(currentEmail: string | undefined) {
  return z.object({
    currentPassword,
    email: z
      .string()
      .trim()
      .min(1, "Enter the new email address.")
      .max(254, "Use at most 254 characters.")
      .pipe(z.email("Enter a valid email address, like name@university.edu."))
      .refine(
        (value) => !currentEmail || value.toLowerCase() !== currentEmail.toLowerCase(),
        "This is already your sign-in email.",
      ),
  });
}
export type EmailChangeValues = z.infer<ReturnType<typeof emailChangeSchema>>;

/** True when `typed` is the account's email (surrounding spaces and letter case do not matter). */
export function isConfirmationEmail(typed: string, email: string | undefined): boolean {
  return !!email && typed.trim().toLowerCase() === email.trim().toLowerCase();
}
