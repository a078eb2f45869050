import { z } from "zod";

/** Reads a form field as a trimmed string ("" when absent or not a string). */
export function formText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value.trim() : "";
}

/** Reads a form field verbatim (passwords keep their spaces). */
export function formRaw(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

const EmailSchema = z.email();

/** The error to show for an email field, if any. */
export function emailProblem(email: string): string | undefined {
  if (!email) return "Enter your email address.";
  if (email.length > 254 || !EmailSchema.safeParse(email).success) {
    return "Enter an email address like name@university.edu.";
  }
  return undefined;
}

/** The error to show for a name field, if any. */
export function nameProblem(value: string, label: string): string | undefined {
  if (!value) return `Enter your ${label}.`;
  if (value.length > 100) return `Your ${label} can be at most 100 characters.`;
  return undefined;
}
