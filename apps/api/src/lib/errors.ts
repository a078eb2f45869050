/**
 * The API's error module: factories carrying a stable `code` (`validation`, `unauthorized`,
 * `forbidden`, `notFound`, `conflict`, …). It lives in `@keen/server-kit` so the search service
 * answers with the same shape; features import it from here.
 */
export {
  AppError,
  badRequest,
  conflict,
  forbidden,
  invalidToken,
  isAppError,
  notFound,
  payloadTooLarge,
  rateLimited,
  serviceUnavailable,
  unauthorized,
  unsupportedMediaType,
  validation,
} from "@keen/server-kit";
