import { definePolicy, isAdmin } from "../../lib/policy";

/** What can be done to a member's profile lists (institutions, degrees, publications, …). */
export type ProfileListAction = "read" | "change";

/** The member whose list it is. */
export type ProfileListResource = { userId: string };

/**
 * Anyone reads a member's profile lists (they are part of the public profile); only the member
 * themself and admins add, change or remove entries.
 */
export const { can, authorize } = definePolicy<ProfileListAction, ProfileListResource>(
  {
    read: () => true,
    change: (actor, list) => actor.userId === list.userId || isAdmin(actor),
  },
  { publicActions: ["read"] },
);
