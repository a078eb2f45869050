import type { AdminMember, AdminMemberLiftLimitsInput } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import { eq } from "drizzle-orm";
import { conflict } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { recordAdminAction } from "../audit";
import { lockMember, memberLabel } from "./lock-member";
import { presentAdminMember } from "./member-admin.presenter";

/**
 * `POST /Admin/Members/{id}/LiftNewMemberLimits`: ends a new member's first-day limits early
 * (decision 0043) and records it, in one transaction; 409 when no such limits hold (a member
 * older than a day, a reviewer or admin, or limits already lifted).
 */
export async function liftNewMemberLimits(
  db: Database,
  actor: SignedInActor,
  id: string,
  input: AdminMemberLiftLimitsInput,
): Promise<AdminMember> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    const limitsUntil = presentAdminMember(actor, member).newMemberLimitsUntil;
    if (!limitsUntil) throw conflict("This member has no first-day limits to lift");
    await tx.update(users).set({ newMemberLimitsLiftedAt: new Date() }).where(eq(users.id, id));
    await recordAdminAction(tx, {
      actorId: actor.userId,
      action: "member.new_member_limits_lifted",
      targetType: "member",
      targetId: id,
      targetLabel: memberLabel(member),
      reason: input.reason || null,
      details: { limitsUntil },
    });
    return presentAdminMember(actor, await lockMember(tx, id));
  });
}
