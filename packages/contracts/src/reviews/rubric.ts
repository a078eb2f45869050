import { z } from "zod";

/** One criterion of the review rubric: what it judges and what High, Medium and Low mean. */
export const RubricCriterionSchema = z.object({
  key: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  high: z.string(),
  medium: z.string(),
  low: z.string(),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

/** `GET /Card/Rubrics`: the seven criteria in order. */
export const RubricSchema = z.array(RubricCriterionSchema);
export type Rubric = z.infer<typeof RubricSchema>;

const text = (max: number) =>
  z
    .string({ message: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max.toLocaleString("en-US")} characters`);

/** `PUT /Card/Rubrics/{key}` (admins): the criterion's texts (its key and place stay). */
export const RubricCriterionUpdateSchema = z.object({
  name: text(80),
  description: text(600),
  high: text(600),
  medium: text(600),
  low: text(600),
});
export type RubricCriterionUpdateInput = z.infer<typeof RubricCriterionUpdateSchema>;

export const RubricCriterionParamsSchema = z.object({
  key: z.string().regex(/^[a-z_]{1,60}$/, "must be a rubric criterion key"),
});
