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
