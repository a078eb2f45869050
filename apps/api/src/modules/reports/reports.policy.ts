import type { FastifyRequest } from "fastify";
import { definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";

/** What a report is about, as the rules see it: who wrote it. */
export type ReportedResource = { authorId: string | null };

export type ReportAction = "report" | "moderate";

/**
 * Any member reports what someone else wrote (never their own); admins moderate (decision 0042).
 */
export const reportsPolicy = definePolicy<ReportAction, ReportedResource | null>({
  report: (actor, target) => !!target && target.authorId !== actor.userId,
  moderate: isAdmin,
});

/** The caller when they are an admin: 401 anonymous, 403 signed-in non-admins. */
export async function requireModerator(request: FastifyRequest): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  reportsPolicy.authorize(actor, "moderate", null);
  return actor;
}
