import { z } from "zod";
import { userRoles } from "./enums";
import { InstitutionSummarySchema, LookupItemSchema, MembershipItemSchema } from "./lookups";
import { InstitutionRoleSchema } from "./members/profile";

export const UserRoleSchema = z.enum(userRoles);

/** What the caller may do with a member record (the UI shows controls from this). */
export const UserAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });

/** A member as returned by `GET /User/{id}` and `GET /User/me` (camelCase). */
export const UserSchema = z.object({
  userId: z.uuid(),
  /** Present only for the member themself and admins. */
  email: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  role: UserRoleSchema,
  isOnboarded: z.boolean(),
  institutions: z.array(InstitutionSummarySchema),
  disciplines: z.array(LookupItemSchema),
  interests: z.array(LookupItemSchema),
  memberships: z.array(MembershipItemSchema),
  /**
   * The profile picture at 256 px, relative to the API base (`/User/{id}/ProfilePicture?size=256&v=…`);
   * swap `size` for 64 or 512. Serves an initials image when the member has no picture.
   */
  pictureUrl: z.string(),
  /** True when the member uploaded a picture (false: `pictureUrl` serves the initials image). */
  hasPicture: z.boolean(),
  /** Fellow, KEEN leader and rising-star roles at institutions, shown as badges. */
  institutionRoles: z.array(InstitutionRoleSchema),
  createdAt: z.iso.datetime({ offset: true }),
  abilities: UserAbilitiesSchema,
});
export type User = z.infer<typeof UserSchema>;

export const UserIdParamsSchema = z.object({ id: z.uuid({ message: "must be a member id (UUID)" }) });

const name = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

/**
 * The onboarding form (`PUT /User/me/Onboarding`): shared by the web form and the API so both
 * sides validate with the same rules.
 */
export const OnboardingSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  title: z.string().trim().min(2, "Title is required").max(120, "Title must be at most 120 characters"),
  /** Omitted when the member proposed their institution instead (`POST /InstitutionProposal`). */
  institutionId: z.uuid({ message: "Choose your institution" }).optional(),
  disciplineIds: z
    .array(z.uuid())
    .min(1, "Choose at least one discipline")
    .max(10, "Choose at most 10 disciplines"),
  interestIds: z.array(z.uuid()).max(20, "Choose at most 20 interests").default([]),
  membershipIds: z.array(z.uuid()).max(20, "Choose at most 20 memberships").default([]),
});
export type OnboardingInput = z.input<typeof OnboardingSchema>;
