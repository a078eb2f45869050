import { notifyMemberAccessChanged } from "@keen/cards";
import type { AdminMember, AdminMemberSuspendInput } from "@keen/contracts";
import { type Database, idpTokenCutoffs, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, sql } from "drizzle-orm";
import { conflict, forbidden, validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { recordAdminAction } from "../audit";
import { assertAnotherAdminRemains, lockAdminsThenMember, lockMember, memberLabel } from "./lock-member";
import { presentAdminMember } from "./member-admin.presenter";
import { standingMailJob } from "./standing-mail";

/**
 * `POST /Admin/Members/{id}/Suspend`: suspends a member with a reason and an optional end (in the
 * future), voids their access tokens (the IdP's token cutoff, which the API and the IdP's
 * management API check), records it and e-mails them, in one transaction. Not oneself (403), not
 * someone already suspended (409), not the last admin (409).
 */
export async function suspendMember(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  id: string,
  input: AdminMemberSuspendInput,
): Promise<AdminMember> {
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= Date.now()) throw validation("until", "must be in the future");
  return db.transaction(async (tx) => {
    const member = await lockAdminsThenMember(tx, id);
    if (member.id === actor.userId) throw forbidden("You cannot suspend yourself.");
    if (member.isSuspended) throw conflict("This member is already suspended");
    if (member.role === "admin") await assertAnotherAdminRemains(tx, member.id);
    await tx
      .update(users)
      .set({ suspendedAt: sql`now()`, suspendedUntil: until, suspensionReason: input.reason })
      .where(eq(users.id, id));
    const [subject] = await tx.select({ subject: users.subject }).from(users).where(eq(users.id, id));
    // The next whole second, as the IdP's own cutoffs: a token minted this second is void too.
    const notBefore = sql`date_trunc('second', now()) + interval '1 second'`;
    await tx
      .insert(idpTokenCutoffs)
      .values({ subject: subject?.subject ?? "", notBefore })
      .onConflictDoUpdate({ target: idpTokenCutoffs.subject, set: { notBefore } });
    // Their open co-editing sessions end now, not at the collab server's next sweep.
    await notifyMemberAccessChanged(tx);
    await recordAdminAction(tx, {
      actorId: actor.userId,
      action: "member.suspended",
      targetType: "member",
      targetId: id,
      targetLabel: memberLabel(member),
      reason: input.reason,
      details: { until: until?.toISOString() ?? null },
    });
    await jobs.sendInTransaction(tx, standingMailJob, {
      userId: id,
      change: { kind: "suspended", reason: input.reason, until: until?.toISOString() ?? null },
    });
    return presentAdminMember(actor, await lockMember(tx, id));
  });
}
