import { z } from "zod";

/** `page` (from 1) and `pageSize` (1–50, default 20) of paginated list queries. */
export const pageQuery = {
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  pageSize: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(50, "must be at most 50")
    .default(20),
};

/**
 * `cursor`: the `nextCursor` of the previous page (keyset paging: the next page starts after its
 * last item, so items published meanwhile neither repeat nor hide one). With a cursor, `page`
 * only echoes back. Opaque to clients; a malformed one answers 400 naming `cursor`.
 */
export const cursorQuery = {
  cursor: z
    .string()
    .max(1000, "must be at most 1000 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "must be a nextCursor from a previous page")
    .optional(),
};

/** `limit`: how many items a cursor-paged list answers (1–`max`, default `fallback`). */
export function limitQuery(max: number, fallback: number) {
  return {
    limit: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(max, `must be at most ${max}`)
      .default(fallback),
  };
}

/** A day filter of a list (`YYYY-MM-DD`, from year 1: PostgreSQL has no year 0). */
export const dayFilter = z.iso
  .date({ message: "must be a date (YYYY-MM-DD)" })
  .refine((value) => !value.startsWith("0000"), "must be a date from year 1");
