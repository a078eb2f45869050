import type { AdminMember, AdminMemberReactivateInput } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { conflict } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { recordAdminAction } from "../audit";
import { lockMember, memberLabel } from "./lock-member";
import { presentAdminMember } from "./member-admin.presenter";
import { standingMailJob } from "./standing-mail";

/**
 * `POST /Admin/Members/{id}/Reactivate`: lifts a member's suspension before its end, records it and
 * e-mails them, in one transaction; 409 when no suspension holds.
 */
export async function reactivateMember(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  id: string,
  input: AdminMemberReactivateInput,
): Promise<AdminMember> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (!member.isSuspended) throw conflict("This member is not suspended");
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(eq(users.id, id));
    await recordAdminAction(tx, {
      actorId: actor.userId,
      action: "member.reactivated",
      targetType: "member",
      targetId: id,
      targetLabel: memberLabel(member),
      reason: input.reason || null,
      details: { suspensionReason: member.suspensionReason },
    });
    await jobs.sendInTransaction(tx, standingMailJob, { userId: id, change: { kind: "reactivated" } });
    return presentAdminMember(actor, await lockMember(tx, id));
  });
}
