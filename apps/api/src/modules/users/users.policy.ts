import { definePolicy, isAdmin, type SignedInActor } from "../../lib/policy";

/** What can be done to a member record. */
export type UserAction = "read" | "readEmail" | "edit" | "delete";

/** The member record being acted on. */
export type UserResource = { userId: string };

const isSelfOrAdmin = (actor: SignedInActor, user: UserResource) =>
  actor.userId === user.userId || isAdmin(actor);

/**
 * Who may do what with member records: anyone reads profiles in their public form; the email address,
 * editing and deletion belong to the member themself and to admins.
 */
export const { can, authorize } = definePolicy<UserAction, UserResource>(
  {
    read: () => true,
    readEmail: isSelfOrAdmin,
    edit: isSelfOrAdmin,
    delete: isSelfOrAdmin,
  },
  {
    // Profiles are public in their public form (issue 25); a members-only library turns visitors away first.
    publicActions: ["read"],
  },
);
