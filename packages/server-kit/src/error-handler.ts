import type { ErrorResponse } from "@keen/contracts";
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from "fastify";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { isConnectionError } from "./connection-errors";
import { AppError, isAppError, serviceUnavailable } from "./errors";

const genericMessage = "Something went wrong on our side. Please try again.";

/** Fastify's own client errors, translated to our codes and friendlier messages. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but the content type says JSON.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported here.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
};

/** Busboy's errors for a malformed multipart body (no boundary, a cut-off part): the client's fault. */
const malformedMultipart = /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header)/;

/**
 * Turns any thrown value into the `{ message, code, details }` shape with the right status.
 * Exported for tests; apps install it with `registerErrorHandling`.
 */
export function toAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (typeof error !== "object" || error === null) return null;
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    return fromValidation(fastifyError.validation, fastifyError.validationContext);
  }
  if (isResponseSerializationError(error)) return null;
  // The database (or another dependency) is away: worth retrying shortly, not a bug of ours.
  if (isConnectionError(error)) return serviceUnavailable();
  if (
    error instanceof Error &&
    fastifyError.statusCode === undefined &&
    malformedMultipart.test(error.message)
  ) {
    return new AppError(400, "validation_error", `The multipart body is malformed (${error.message}).`, [
      { field: "body", message: "must be multipart/form-data with a boundary and whole parts" },
    ]);
  }
  const status = fastifyError.statusCode;
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  const known = fastifyError.code ? fastifyMessages[fastifyError.code] : undefined;
  // Messages of plugin errors (Fastify, rate limit) describe the request, never our internals.
  const message = known ?? fastifyError.message ?? "The request could not be processed.";
  switch (status) {
    case 401:
      return new AppError(401, "unauthorized", message);
    case 403:
      return new AppError(403, "forbidden", message);
    case 404:
      return new AppError(404, "not_found", message);
    case 409:
      return new AppError(409, "conflict", message);
    case 413:
      return new AppError(413, "payload_too_large", message);
    case 415:
      return new AppError(415, "unsupported_media_type", message);
    case 429:
      return new AppError(429, "rate_limited", message);
    default:
      return new AppError(400, "validation_error", message);
  }
}

function fromValidation(issues: FastifySchemaValidationError[], context: string | undefined): AppError {
  const details = issues.map((issue) => {
    const path = issue.instancePath
      .split("/")
      .filter(Boolean)
      .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
      .join(".");
    return { field: path || context || "body", message: issue.message ?? "is invalid" };
  });
  const [first] = details;
  const more =
    details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? "s" : ""})` : "";
  const message = first ? `${first.field}: ${first.message}${more}` : "The request is invalid.";
  return new AppError(400, "validation_error", message, details);
}

/**
 * Installs the one error handler and the not-found handler: every failure leaves as
 * `{ message, code, details? }`; unexpected errors are logged with the request id and answered
 * with a generic 500 (never a stack trace).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (!appError) {
      request.log.error({ err: error, reqId: request.id }, "unhandled error");
      const body: ErrorResponse = { message: genericMessage, code: "internal_error" };
      return reply.status(500).send(body);
    }
    if (appError.statusCode >= 500) request.log.warn({ err: error }, appError.message);
    if (appError.headers) reply.headers(appError.headers);
    return reply.status(appError.statusCode).send(appError.toResponse());
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorResponse = {
      message: `No route matches ${request.method} ${request.url.split("?")[0]}.`,
      code: "not_found",
    };
    return reply.status(404).send(body);
  });
}
