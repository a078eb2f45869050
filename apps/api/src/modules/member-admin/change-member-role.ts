import { notifyMemberAccessChanged } from "@keen/cards";
import type { AdminMember, AdminMemberRoleInput } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { forbidden } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { recordAdminAction } from "../audit";
import { assertAnotherAdminRemains, lockAdminsThenMember, lockMember, memberLabel } from "./lock-member";
import { presentAdminMember } from "./member-admin.presenter";
import { standingMailJob } from "./standing-mail";

/**
 * `PUT /Admin/Members/{id}/Role`: gives a member another role in one transaction with its audit
 * entry and the e-mail telling them. Not one's own role (403); not the last admin's (409). The
 * same role again changes nothing and records nothing.
 */
export async function changeMemberRole(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  id: string,
  input: AdminMemberRoleInput,
): Promise<AdminMember> {
  return db.transaction(async (tx) => {
    const member = await lockAdminsThenMember(tx, id);
    if (member.id === actor.userId) throw forbidden("You cannot change your own role; ask another admin.");
    if (member.role === input.role) return presentAdminMember(actor, member);
    if (member.role === "admin") await assertAnotherAdminRemains(tx, member.id);
    await tx.update(users).set({ role: input.role }).where(eq(users.id, id));
    // An admin made a member may no longer co-edit cards they are not on: checked now.
    await notifyMemberAccessChanged(tx);
    await recordAdminAction(tx, {
      actorId: actor.userId,
      action: "member.role_changed",
      targetType: "member",
      targetId: id,
      targetLabel: memberLabel(member),
      reason: input.reason || null,
      details: { from: member.role, to: input.role },
    });
    await jobs.sendInTransaction(tx, standingMailJob, {
      userId: id,
      change: { kind: "role_changed", role: input.role },
    });
    return presentAdminMember(actor, await lockMember(tx, id));
  });
}
