import { type ErrorCode, ErrorResponseSchema } from "@keen/contracts";
import { isAxiosError, isCancel } from "axios";

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

/** True when the request was aborted on purpose (e.g. a query was cancelled); never worth a notification. */
export function isCancelledRequest(error: unknown): boolean {
  return isCancel(error);
}

/**
 * Turns anything a request may throw into an `ApiError`. The message is the response's `message`
 * field when there is one, else the client's own error message (spec §8).
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    return new ApiError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const status = error.response?.status;
  const body: unknown = error.response?.data;
  const parsed = ErrorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { message, code, details } = parsed.data;
    return new ApiError(message, { status, code, details, cause: error });
  }
  const message = readMessage(body) ?? error.message;
  return new ApiError(message, { status, cause: error });
}

function readMessage(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message || undefined;
  }
  return undefined;
}
