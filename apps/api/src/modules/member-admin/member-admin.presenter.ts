import type { AdminMember } from "@keen/contracts";
import type { SignedInActor } from "../../lib/policy";
import { isExemptFromNewMemberLimits, newMemberLimitsEnd } from "../new-member-limits";
import { memberAbilities } from "./member-admin.policy";
import type { AdminMemberRow } from "./member-admin-query";

/** A member as the admin members page shows them, with what the caller may do to them. */
export function presentAdminMember(actor: SignedInActor, row: AdminMemberRow): AdminMember {
  const isSuspended = Boolean(row.isSuspended);
  // Admins and reviewers are never limited, so they have no first-day limits to show or lift.
  const limitsEnd = isExemptFromNewMemberLimits({ userId: row.id, role: row.role })
    ? null
    : newMemberLimitsEnd(row);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    institution: row.institution,
    role: row.role,
    status: isSuspended ? "suspended" : "active",
    suspension:
      isSuspended && row.suspendedAt
        ? {
            reason: row.suspensionReason ?? "",
            since: row.suspendedAt.toISOString(),
            until: row.suspendedUntil?.toISOString() ?? null,
          }
        : null,
    joinedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    cardCount: Number(row.cardCount),
    newMemberLimitsUntil: limitsEnd?.toISOString() ?? null,
    abilities: memberAbilities(actor, { id: row.id, isSuspended, hasNewMemberLimits: limitsEnd !== null }),
  };
}
