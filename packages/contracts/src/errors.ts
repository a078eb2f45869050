import { z } from "zod";

/** Stable error codes; clients switch on these, never on message text. */
export const ErrorCodeSchema = z.enum([
  "validation_error",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal_error",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One problem with one field of a request. */
export const FieldIssueSchema = z.object({ field: z.string(), message: z.string() });

/** The body of every error response (ARCHITECTURE §5). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  details: z.array(FieldIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
