import type { FastifyRequest } from "fastify";
import { definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";

/** What the admin portal does beyond the resources' own policies. */
export type AdminAction = "viewOverview" | "viewJobs" | "manageJobs";

/** Only admins see the admin portal's overview and the background jobs, and retry or delete jobs. */
export const adminPolicy = definePolicy<AdminAction, null>({
  viewOverview: isAdmin,
  viewJobs: isAdmin,
  manageJobs: isAdmin,
});

/** The caller when they are an admin: 401 anonymous, 403 signed-in non-admins. */
export async function requireAdmin(request: FastifyRequest, action: AdminAction): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  adminPolicy.authorize(actor, action, null);
  return actor;
}
