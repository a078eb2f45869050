import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { isApiError } from "@/lib/api-client";

/**
 * A validation message ready to show under its field. The shared schemas say "is required" or
 * "must be a year" (the field's name comes from where they are shown), so those get the label
 * in front: "Year must be a year" reads oddly, but "Field is required" and "DOI must be …" read well.
 */
export function issueText(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === "must be a year") return `${label} must be a year, like 2012`;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/**
 * Puts a server's 400 field details on the form's fields (`"year"`, `"body.year"` → `year`) and
 * returns what matched no field, for a message above the buttons. Other failures return undefined
 * (the API client has already shown them as a toast).
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
): string | undefined {
  if (!isApiError(error, "validation_error")) return undefined;
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
