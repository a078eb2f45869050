import { isApiError } from "@/lib/api-client";

/**
 * Where the identity provider's refusal of a password or email change belongs: a wrong current
 * password (or too many of them) on the current-password field, anything else on `changed` (the
 * field being changed). Undefined for failures that are not the member's to fix (already toasted).
 */
export function accountChangeRefusal<Field extends string>(
  failure: unknown,
  changed: Field,
): { field: "currentPassword" | Field; message: string } | undefined {
  if (isApiError(failure, "rate_limited")) return { field: "currentPassword", message: failure.message };
  if (!isApiError(failure, "validation_error")) return undefined;
  const current = failure.details.find((d) => d.field === "current_password");
  if (current) {
    const message =
      current.message === "is incorrect" ? "That is not your current password." : current.message;
    return { field: "currentPassword", message };
  }
  const detail = failure.details.find((d) => d.field === changed);
  return { field: changed, message: detail?.message ?? failure.message };
}
