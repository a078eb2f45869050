import type { UserRole } from "@keen/contracts";
import { forbidden, unauthorized } from "./errors";

/** Who is asking: a signed-in member with a platform role, or null for anonymous. */
export type Actor = { userId: string; role: UserRole } | null;
export type SignedInActor = NonNullable<Actor>;

/** One rule per action: may this signed-in actor do it to this resource? */
export type PolicyRules<Action extends string, Resource> = Record<
  Action,
  (actor: SignedInActor, resource: Resource) => boolean
>;

/** A resource's policy: `can` answers, `authorize` throws 401 (anonymous) or 403 (not allowed). */
export type Policy<Action extends string, Resource> = {
  can(actor: Actor, action: Action, resource: Resource): boolean;
  authorize(actor: Actor, action: Action, resource: Resource): void;
};

/** What an anonymous visitor may do, per action, by the resource's facts (absent: nothing). */
export type VisitorRules<Action extends string, Resource> = Partial<
  Record<Action, (resource: Resource) => boolean>
>;

/**
 * Builds a policy from rules. Every rule needs a signed-in actor; admins are not special here on
 * purpose, so each rule states what admins may do. Add `publicActions` for what anonymous
 * visitors may always do, `visitorRules` for what they may do with some resources.
 */
export function definePolicy<Action extends string, Resource>(
  rules: PolicyRules<Action, Resource>,
  options: { publicActions?: readonly Action[]; visitorRules?: VisitorRules<Action, Resource> } = {},
): Policy<Action, Resource> {
  const visitorMay = (action: Action, resource: Resource) =>
    (options.publicActions?.includes(action) ?? false) ||
    (options.visitorRules?.[action]?.(resource) ?? false);
  const can = (actor: Actor, action: Action, resource: Resource) =>
    actor ? rules[action](actor, resource) : visitorMay(action, resource);
  return {
    can,
    authorize(actor, action, resource) {
      if (can(actor, action, resource)) return;
      if (!actor) throw unauthorized();
      throw forbidden();
    },
  };
}

/** True for platform administrators. */
export function isAdmin(actor: Actor): boolean {
  return actor?.role === "admin";
}
