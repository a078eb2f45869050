import { z } from "zod";
import { userRoles } from "../enums";
import { cursorQuery, dayFilter, limitQuery } from "../paging";

const dateTime = z.iso.datetime({ offset: true });
const day = dayFilter;

/** Whether a member may sign in: `suspended` while a suspension holds (it may end on its own). */
export const memberStatuses = ["active", "suspended"] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** Orders of the admin members list. */
export const adminMemberSorts = ["joined_desc", "joined_asc", "name", "last_seen"] as const;
export type AdminMemberSort = (typeof adminMemberSorts)[number];

/**
 * `GET /Admin/Members`: `q` matches name, email and institution names; filters by role, status and
 * join date (inclusive days, UTC); `limit` per page (1–100, default 25); paged by `cursor`.
 */
export const AdminMemberListQuerySchema = z.object({
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  role: z.enum(userRoles).optional(),
  status: z.enum(memberStatuses).optional(),
  joinedFrom: day.optional(),
  joinedTo: day.optional(),
  sort: z.enum(adminMemberSorts).default("joined_desc"),
  ...limitQuery(100, 25),
  ...cursorQuery,
});
export type AdminMemberListQuery = z.infer<typeof AdminMemberListQuerySchema>;

/** A suspension as admins see it. */
export const MemberSuspensionSchema = z.object({
  reason: z.string(),
  since: dateTime,
  /** Null: until an admin reactivates the member. */
  until: dateTime.nullable(),
});

/** One member in the admin members list, with what the caller may do to them. */
export const AdminMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  institution: z.string().nullable(),
  role: z.enum(userRoles),
  status: z.enum(memberStatuses),
  suspension: MemberSuspensionSchema.nullable(),
  joinedAt: dateTime,
  lastSeenAt: dateTime.nullable(),
  /** Cards the member authored (any status, not deleted). */
  cardCount: z.number().int(),
  /** When the member's first-day limits end (decision 0043); null once they ended or were lifted. */
  newMemberLimitsUntil: dateTime.nullable(),
  abilities: z.object({
    changeRole: z.boolean(),
    suspend: z.boolean(),
    reactivate: z.boolean(),
    liftNewMemberLimits: z.boolean(),
  }),
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;

/** A page of the admin members list. */
export const AdminMemberListSchema = z.object({
  items: z.array(AdminMemberSchema),
  nextCursor: z.string().nullable(),
});
export type AdminMemberList = z.infer<typeof AdminMemberListSchema>;

/** `PUT /Admin/Members/{id}/Role`: the new role, and optionally why. */
export const AdminMemberRoleInputSchema = z.object({
  role: z.enum(userRoles),
  reason: z.string().trim().max(1000, "must be at most 1000 characters").optional(),
});
export type AdminMemberRoleInput = z.infer<typeof AdminMemberRoleInputSchema>;

/** `POST /Admin/Members/{id}/Suspend`: why (shown to the member), and an optional end in the future. */
export const AdminMemberSuspendInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, "must say why (at least 3 characters)")
    .max(1000, "must be at most 1000 characters"),
  until: dateTime.nullable().optional(),
});
export type AdminMemberSuspendInput = z.infer<typeof AdminMemberSuspendInputSchema>;

/** `POST /Admin/Members/{id}/Reactivate`: optionally why. */
export const AdminMemberReactivateInputSchema = z.object({
  reason: z.string().trim().max(1000, "must be at most 1000 characters").optional(),
});
export type AdminMemberReactivateInput = z.infer<typeof AdminMemberReactivateInputSchema>;

/** `POST /Admin/Members/{id}/LiftNewMemberLimits`: optionally why. */
export const AdminMemberLiftLimitsInputSchema = z.object({
  reason: z.string().trim().max(1000, "must be at most 1000 characters").optional(),
});
export type AdminMemberLiftLimitsInput = z.infer<typeof AdminMemberLiftLimitsInputSchema>;
