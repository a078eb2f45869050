import { z } from "zod";
import { degreeLevels } from "../enums";

export const DegreeLevelSchema = z.enum(degreeLevels);

/** A degree on a member's profile; `institutionName` is the linked institution's name when linked. */
export const DegreeSchema = z.object({
  id: z.uuid(),
  level: DegreeLevelSchema,
  field: z.string(),
  institutionId: z.uuid().nullable(),
  institutionName: z.string(),
  year: z.number().int().nullable(),
});
export type Degree = z.infer<typeof DegreeSchema>;
export const DegreeListSchema = z.array(DegreeSchema);

const year = z
  .number({ message: "must be a year" })
  .int("must be a whole year")
  .min(1900, "must be 1900 or later")
  .max(2100, "must be 2100 or earlier");

/**
 * `POST /Degree/ByUser/{userId}/create` and `PUT /Degree/ByUser/{userId}/{id}`: either a listed
 * institution (`institutionId`) or a free-text `institutionName` for one that is not listed.
 */
export const DegreeInputSchema = z
  .object({
    level: DegreeLevelSchema,
    field: z
      .string({ message: "is required" })
      .trim()
      .min(1, "is required")
      .max(160, "must be at most 160 characters"),
    institutionId: z.uuid({ message: "must be an institution id (UUID)" }).nullish(),
    institutionName: z.string().trim().max(200, "must be at most 200 characters").nullish(),
    year: year.nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.institutionId && !value.institutionName) {
      ctx.addIssue({
        code: "custom",
        path: ["institutionName"],
        message: "choose an institution or type its name",
      });
    }
  });
export type DegreeInput = z.input<typeof DegreeInputSchema>;
