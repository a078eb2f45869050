import type { ErrorCode } from "@keen/contracts";

export type FieldIssue = { field: string; message: string };

/**
 * A failed call, as every caller sees it: the HTTP status, the server's stable `code`
 * (switch on this, never on the message) and, for validation errors, which fields were wrong.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly details: FieldIssue[];

  constructor(
    message: string,
    init: { status?: number; code?: ErrorCode; details?: FieldIssue[]; cause?: unknown } = {},
  ) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
  }
}

/** True for an `ApiError` with the given code (or, without a code, any `ApiError`). */
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
