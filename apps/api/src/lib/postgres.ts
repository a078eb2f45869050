/** The parts of a PostgreSQL error we branch on. */
export type PgError = { code: string; constraint?: string; detail?: string };

/**
 * Finds the PostgreSQL error behind a failed query (drizzle wraps it in `cause`), so callers can
 * turn constraint violations into 400/409 responses.
 */
export function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return undefined;
}

export const pgErrorCodes = { uniqueViolation: "23505", foreignKeyViolation: "23503" } as const;
