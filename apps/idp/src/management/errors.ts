import type { ErrorCode, ErrorResponse } from "@keen/contracts";
import type { FastifyError, FastifyInstance } from "fastify";

/** An error with a stable code, turned into `{ message, code, details }` by the error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorResponse["details"],
  ) {
    super(message);
  }
}

export const unauthorized = (message = "A valid access token is required.") =>
  new ApiError(401, "unauthorized", message);
export const forbidden = (message = "You may not manage this user.") =>
  new ApiError(403, "forbidden", message);
export const notFound = (message = "User not found.") => new ApiError(404, "not_found", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const rateLimited = (message: string) => new ApiError(429, "rate_limited", message);
export const validation = (details: NonNullable<ErrorResponse["details"]>) =>
  new ApiError(400, "validation_error", details.map((d) => `${d.field}: ${d.message}`).join(" "), details);

/** Installs the error handler of the management API scope. */
export function installErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ErrorResponse = { message: error.message, code: error.code, details: error.details };
      return reply.code(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code: ErrorCode =
        status === 415 ? "unsupported_media_type" : status === 413 ? "payload_too_large" : "validation_error";
      return reply.code(status).send({ message: error.message, code } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, "management API failure");
    return reply
      .code(500)
      .send({ message: "Something went wrong.", code: "internal_error" } satisfies ErrorResponse);
  });
  scope.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: "Not found.", code: "not_found" } satisfies ErrorResponse),
  );
}
