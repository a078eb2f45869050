import { badRequest } from "@keen/server-kit";
import { z } from "zod";

/** PATCH /api/v2/users/{id}: any of the editable fields (plus `current_password` to prove a password or email change), nothing else. */
export const UserPatchSchema = z
  .object({
    given_name: z.string().trim().min(1, "must not be empty").max(100, "at most 100 characters"),
    family_name: z.string().trim().min(1, "must not be empty").max(100, "at most 100 characters"),
    email: z.email("must be an email address").max(254, "at most 254 characters"),
    password: z.string(),
    /** The caller's current password: proves a password or email change is theirs. */
    current_password: z.string().max(1000, "at most 1000 characters"),
  })
  .partial()
  .strict()
  .refine(
    (body) => Object.keys(body).some((key) => key !== "current_password"),
    "give at least one of given_name, family_name, email, password",
  );
export type UserPatchInput = z.infer<typeof UserPatchSchema>;

/** POST /api/v2/jobs/verification-email. */
export const VerificationJobSchema = z.object({ user_id: z.string().min(1, "is required") });

/** Parses `body` with `schema` or throws a 400 naming each field and why. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join(".") : fieldOfUnrecognized(issue),
    message: issue.message,
  }));
  throw badRequest(details.map((d) => `${d.field}: ${d.message}`).join(" "), details);
}

function fieldOfUnrecognized(issue: z.core.$ZodIssue): string {
  return issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "body";
}
