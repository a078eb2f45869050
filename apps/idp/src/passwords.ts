import { commonBaseWords, commonPasswords } from "./lib/common-passwords";

export const passwordRules = {
  minLength: 10,
  maxLength: 200,
} as const;

/** The rules as shown beside every new-password field. */
export const passwordRuleTexts = [
  `At least ${passwordRules.minLength} characters`,
  "Not your email address",
  "Not a commonly used password",
];

export type PasswordStrength = "weak" | "fair" | "good" | "strong";

/**
 * Checks a new password against the rules; returns the reasons it is refused (empty when it is
 * acceptable). `email` is the account's address, which must not be reused as the password.
 */
export function checkPassword(password: string, context: { email?: string } = {}): string[] {
  const problems: string[] = [];
  if (password.length < passwordRules.minLength) {
    problems.push(`Use at least ${passwordRules.minLength} characters.`);
  }
  if (password.length > passwordRules.maxLength) {
    problems.push(`Use at most ${passwordRules.maxLength} characters.`);
  }
  if (context.email && isEmailLike(password, context.email)) {
    problems.push("Don't use your email address as your password.");
  }
  if (isCommonPassword(password)) {
    problems.push("This password is too common. Choose something harder to guess.");
  }
  return problems;
}

/** True for well-known passwords and for common words padded with digits or symbols. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  if (/^(.)\1+$/.test(lower)) return true;
  if (isSequence(lower)) return true;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  return core.length > 0 && commonBaseWords.has(core);
}

/** A rough strength estimate shown as a hint; the rules above decide what is accepted. */
export function estimateStrength(password: string): PasswordStrength {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const unique = new Set(password).size;
  let score = 0;
  if (password.length >= passwordRules.minLength) score++;
  if (password.length >= 14) score++;
  if (password.length >= 20) score++;
  if (classes >= 3) score++;
  if (unique < 5 || isCommonPassword(password)) score = 0;
  if (score <= 1) return "weak";
  if (score === 2) return "fair";
  if (score === 3) return "good";
  return "strong";
}

function isEmailLike(password: string, email: string): boolean {
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0] ?? "";
  return lower === address || (localPart.length >= 3 && lower === localPart);
}

function isSequence(value: string): boolean {
  const rows = ["0123456789", "abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm"];
  return rows.some((row) => row.includes(value) || row.split("").reverse().join("").includes(value));
}
