import { z } from "zod";

/** The profile lists a member keeps, by path segment (`/{Kind}/ByUser/{userId}`). */
export const ProfileListKindSchema = z.enum([
  "Institution",
  "Discipline",
  "Interest",
  "Degree",
  "Membership",
  "Publication",
]);
export type ProfileListKind = z.infer<typeof ProfileListKindSchema>;

/** `/{Kind}/ByUser/{userId}` */
export const ProfileListParamsSchema = z.object({
  userId: z.uuid({ message: "must be a member id (UUID)" }),
});
/** `/{Kind}/ByUser/{userId}/{id}`: `id` is the entry id (for linked lists, the lookup row's id). */
export const ProfileEntryParamsSchema = ProfileListParamsSchema.extend({
  id: z.uuid({ message: "must be an entry id (UUID)" }),
});

const lookupId = (what: string) => z.uuid({ message: `must be ${what} id (UUID)` });

/** `POST /Institution/ByUser/{userId}/create`: link an institution (appended; first = primary). */
export const UserInstitutionCreateSchema = z.object({ institutionId: lookupId("an institution") });
/** `POST /Discipline/ByUser/{userId}/create` */
export const UserDisciplineCreateSchema = z.object({ disciplineId: lookupId("a discipline") });
/** `POST /Interest/ByUser/{userId}/create` */
export const UserInterestCreateSchema = z.object({ interestId: lookupId("an interest") });
/** `POST /Membership/ByUser/{userId}/create` */
export const UserMembershipCreateSchema = z.object({ membershipId: lookupId("a membership") });

/** Most entries one member may keep in each list. */
export const PROFILE_LIST_LIMITS: Record<ProfileListKind, number> = {
  Institution: 10,
  Discipline: 20,
  Interest: 30,
  Membership: 30,
  Degree: 20,
  Publication: 200,
};

/** `POST /Discipline/create`, `POST /Interest/create`: propose a lookup value (200 = it existed). */
export const LookupProposalSchema = z.object({
  name: z
    .string({ message: "is required" })
    .trim()
    .transform((value) => value.replace(/\s+/g, " "))
    .pipe(z.string().min(2, "must be at least 2 characters").max(100, "must be at most 100 characters")),
});
export type LookupProposalInput = z.input<typeof LookupProposalSchema>;
