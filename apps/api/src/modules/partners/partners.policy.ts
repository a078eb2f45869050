import type { FastifyRequest } from "fastify";
import { type Actor, definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";

/** What can be done with the partner page. */
export type PartnerPageAction = "read" | "edit";

/** Everyone reads the partner page; only admins edit its introduction and partner list. */
export const partnerPagePolicy = definePolicy<PartnerPageAction, null>(
  { read: () => true, edit: isAdmin },
  { publicActions: ["read"] },
);

/** The caller when they may edit the partner page: 401 anonymous, 403 signed-in non-admins. */
export async function requirePartnerPageEditor(request: FastifyRequest): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  partnerPagePolicy.authorize(actor, "edit", null);
  return actor;
}

/** The caller's abilities on the partner page, for the UI. */
export function partnerPageAbilities(actor: Actor): { edit: boolean } {
  return { edit: partnerPagePolicy.can(actor, "edit", null) };
}
