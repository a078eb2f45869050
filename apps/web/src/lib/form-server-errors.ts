import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-client";

/**
 * A field message ready to show: the shared schemas say "is required" or "must be a year" (the
 * field's name comes from where they are shown), so the label goes in front.
 */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === "must be a year") return `${label} must be a year, like 2012`;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/**
 * Puts the `details` of a 400 (validation) or 409 (conflict) answer on the form's fields
 * (`"slug"`, `"body.slug"` → `slug`), focusing the first, and returns what matched no field, for a
 * message above the buttons. Other failures return undefined: the API client already showed a toast.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
): string | undefined {
  if (!isApiError(error) || (error.code !== "validation_error" && error.code !== "conflict"))
    return undefined;
  const unmatched: string[] = [];
  let focused = false;
  for (const issue of error.details) {
    const field = issue.field.split(/[.[\]]/).find((part) => (fields as readonly string[]).includes(part));
    if (!field) {
      unmatched.push(issue.message);
      continue;
    }
    setError(field as FieldPath<T>, { type: "server", message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  if (error.details.length === 0) return error.message;
  return unmatched.length ? unmatched.join(" ") : undefined;
}
