import { definePolicy, isAdmin } from "../../lib/policy";

/** What can be done to a member's profile lists (institutions, degrees, publications, …). */
export type ProfileListAction = "read" | "change";

/** The member whose list it is. */
export type ProfileListResource = { userId: string };

/**
 * Any signed-in member reads another member's profile lists; only the member themself and
 * admins add, change or remove entries.
 */
export const { can, authorize } = definePolicy<ProfileListAction, ProfileListResource>({
  read: () => true,
  change: (actor, list) => actor.userId === list.userId || isAdmin(actor),
});
