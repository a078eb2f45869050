import type { FastifyRequest } from "fastify";
import { type Actor, definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";

/** What can be done to institutions (their fields, logo, ordered lists and partnership). */
export type InstitutionAction = "read" | "create" | "edit" | "delete";

/**
 * Who may do what with institutions: everyone, visitors included, reads them; only admins
 * create, edit (fields, logo, featured cards, people lists, order) and delete them.
 */
export const institutionPolicy = definePolicy<InstitutionAction, null>(
  { read: () => true, create: isAdmin, edit: isAdmin, delete: isAdmin },
  { publicActions: ["read"] },
);

/** 401 for anonymous callers, 403 for members who are not admins. */
export function authorizeInstitution(actor: Actor, action: InstitutionAction): void {
  institutionPolicy.authorize(actor, action, null);
}

/** The caller's abilities on an institution, for the UI. */
export function institutionAbilities(actor: Actor): { edit: boolean; delete: boolean } {
  return {
    edit: institutionPolicy.can(actor, "edit", null),
    delete: institutionPolicy.can(actor, "delete", null),
  };
}

/** The caller, when they may edit institutions: 401 anonymous, 403 signed-in non-admins. */
export async function requireInstitutionEditor(request: FastifyRequest): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  authorizeInstitution(actor, "edit");
  return actor;
}
