import type { FastifyRequest } from "fastify";
import { type Actor, definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";

/** What can be done with CMS pages. */
export type CmsAction = "readActive" | "list" | "read" | "create" | "edit" | "delete";

/**
 * Who may do what with CMS pages: everyone, visitors included, reads active pages (by slug and
 * the menu list); only admins list all pages, read inactive ones by id, create, edit and delete.
 */
export const cmsPolicy = definePolicy<CmsAction, null>(
  { readActive: () => true, list: isAdmin, read: isAdmin, create: isAdmin, edit: isAdmin, delete: isAdmin },
  { publicActions: ["readActive"] },
);

/** The caller when they may do `action`: 401 anonymous, 403 signed-in non-admins. */
export async function requireCmsActor(
  request: FastifyRequest,
  action: Exclude<CmsAction, "readActive">,
): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  cmsPolicy.authorize(actor, action, null);
  return actor;
}

/** The caller's abilities on a page, for the UI. */
export function cmsAbilities(actor: Actor): { edit: boolean; delete: boolean } {
  return { edit: cmsPolicy.can(actor, "edit", null), delete: cmsPolicy.can(actor, "delete", null) };
}
