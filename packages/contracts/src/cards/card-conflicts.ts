import { z } from "zod";
import { ErrorCodeSchema } from "../errors";

/**
 * One field of a draft save that clashes: someone saved it after the caller's `baseRevision`.
 * `field` is a content field (`title`) or an inner field of `mindset`/`attributes`
 * (`attributes.tags`); `currentValue` is what is stored now, so the client can show both.
 */
export const CardFieldConflictSchema = z.object({
  field: z.string(),
  message: z.string(),
  currentValue: z.unknown(),
  changedAt: z.iso.datetime({ offset: true }),
  changedBy: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  revision: z.number().int(),
});
export type CardFieldConflict = z.infer<typeof CardFieldConflictSchema>;

/** 409 of `PUT /Card/{cardId}`: nothing was saved; `draftRevision` is the current revision. */
export const CardConflictResponseSchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  details: z.array(CardFieldConflictSchema),
  draftRevision: z.number().int(),
});
export type CardConflictResponse = z.infer<typeof CardConflictResponseSchema>;
