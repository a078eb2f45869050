import type { FastifyRequest } from "fastify";
import { definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";

/** A member as the rules see them: who they are, whether a suspension or first-day limits hold. */
export type MemberStanding = { id: string; isSuspended: boolean; hasNewMemberLimits: boolean };

export type MemberAdminAction = "list" | "changeRole" | "suspend" | "reactivate" | "liftNewMemberLimits";

const isOther = (actor: SignedInActor, member: MemberStanding) => actor.userId !== member.id;

/**
 * Admins list members; they change the role of and suspend anyone but themselves (decision 0041),
 * reactivate whoever is suspended, and lift a new member's first-day limits (decision 0043) while
 * they hold. The last-admin rule needs a count, so the operation checks it.
 */
export const memberAdminPolicy = definePolicy<MemberAdminAction, MemberStanding | null>({
  list: isAdmin,
  changeRole: (actor, member) => isAdmin(actor) && !!member && isOther(actor, member),
  suspend: (actor, member) => isAdmin(actor) && !!member && isOther(actor, member) && !member.isSuspended,
  reactivate: (actor, member) => isAdmin(actor) && !!member && member.isSuspended,
  liftNewMemberLimits: (actor, member) => isAdmin(actor) && !!member && member.hasNewMemberLimits,
});

/** What the caller may do to `member`, for the response's `abilities`. */
export function memberAbilities(actor: SignedInActor, member: MemberStanding) {
  return {
    changeRole: memberAdminPolicy.can(actor, "changeRole", member),
    suspend: memberAdminPolicy.can(actor, "suspend", member),
    reactivate: memberAdminPolicy.can(actor, "reactivate", member),
    liftNewMemberLimits: memberAdminPolicy.can(actor, "liftNewMemberLimits", member),
  };
}

/** The caller when they are an admin: 401 anonymous, 403 signed-in non-admins. */
export async function requireMemberAdmin(request: FastifyRequest): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  memberAdminPolicy.authorize(actor, "list", null);
  return actor;
}
