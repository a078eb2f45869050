import type { ErrorCode, ErrorResponse } from "@keen/contracts";

type FieldIssue = NonNullable<ErrorResponse["details"]>[number];

/**
 * An error the client is meant to see: an HTTP status, a stable `code` from `ErrorCodeSchema`,
 * a human message and optional per-field details. Anything else thrown becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  /** The JSON body sent to the client. */
  toResponse(): ErrorResponse {
    return { message: this.message, code: this.code, ...(this.details ? { details: this.details } : {}) };
  }
}

/** True for errors created by the factories below. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** 400: one field of the request is wrong; the message names the field and says why. */
export function validation(field: string, why: string): AppError {
  return new AppError(400, "validation_error", `${field}: ${why}`, [{ field, message: why }]);
}

/** 400: the request as a whole is wrong (prefer `validation` when a field is to blame). */
export function badRequest(message: string, details?: FieldIssue[]): AppError {
  return new AppError(400, "validation_error", message, details);
}

/** 401: no usable credentials. */
export function unauthorized(message = "Sign in to continue."): AppError {
  return new AppError(401, "unauthorized", message, undefined, { "www-authenticate": "Bearer" });
}

/** 401 for a bearer token that failed verification (RFC 6750 `invalid_token`). */
export function invalidToken(message = "The access token is invalid."): AppError {
  return new AppError(401, "unauthorized", message, undefined, {
    "www-authenticate": 'Bearer error="invalid_token"',
  });
}

/** 403: signed in, but not allowed to do this. */
export function forbidden(message = "You are not allowed to do this."): AppError {
  return new AppError(403, "forbidden", message);
}

/** 404: `what` (e.g. "Member") does not exist or is not visible to the caller. */
export function notFound(what = "Resource"): AppError {
  return new AppError(404, "not_found", `${what} not found.`);
}

/** 409: the request clashes with existing data. */
export function conflict(message = "This conflicts with existing data."): AppError {
  return new AppError(409, "conflict", message);
}

/** 413: the body (or an uploaded file) is larger than allowed. */
export function payloadTooLarge(message = "The request body is too large."): AppError {
  return new AppError(413, "payload_too_large", message);
}

/** 415: the content type is not accepted here. */
export function unsupportedMediaType(message = "This content type is not supported."): AppError {
  return new AppError(415, "unsupported_media_type", message);
}

/** 429: too many requests from this client. */
export function rateLimited(message = "Too many requests; try again in a minute."): AppError {
  return new AppError(429, "rate_limited", message);
}

/**
 * 503: a dependency (database, identity provider) cannot be reached. The contract has no
 * dedicated code for it, so it travels as `internal_error` with an honest status, and
 * `Retry-After` (seconds) tells clients and proxies when trying again is worth it.
 */
export function serviceUnavailable(
  message = "A service we depend on is unavailable; try again shortly.",
  retryAfterSeconds = 5,
): AppError {
  return new AppError(503, "internal_error", message, undefined, {
    "retry-after": String(retryAfterSeconds),
  });
}
