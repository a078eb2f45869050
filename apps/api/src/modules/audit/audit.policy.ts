import type { FastifyRequest } from "fastify";
import { definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";

/** Only admins read the audit log. */
export const auditPolicy = definePolicy<"read", null>({ read: isAdmin });

/** The caller when they may read the audit log: 401 anonymous, 403 non-admins. */
export async function requireAuditReader(request: FastifyRequest): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  auditPolicy.authorize(actor, "read", null);
  return actor;
}
