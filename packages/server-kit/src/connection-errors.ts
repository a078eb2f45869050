/** Socket errors of a database that cannot be reached (refused, reset, unreachable, timed out). */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of a server that is away or going away: class 08 (connection exception:
 * 08000, 08001 cannot connect, 08003, 08004 rejected, 08006 failure), 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering), 53300 too many
 * connections.
 */
const sqlStates = /^(08\d{3}|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection cannot be had or was lost. */
const poolMessages =
  /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`, a refused
 * dual-stack connect is an AggregateError) says the database cannot be reached right now, as
 * opposed to a query that is wrong. Such a request is worth retrying shortly: the error handler
 * answers it with 503 and `Retry-After` instead of 500.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (socketCodes.has(code) || sqlStates.test(code))) return true;
    if (typeof message === "string" && poolMessages.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
