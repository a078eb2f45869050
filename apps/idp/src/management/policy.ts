import { forbidden } from "@keen/server-kit";
import type { Caller } from "./auth";

/** Users manage themselves; admins manage everyone. */
export function canManageUser(caller: Caller, userId: string): boolean {
  return caller.isAdmin || caller.id === userId;
}

/** Throws 403 unless the caller may manage `userId`. */
export function authorizeUser(caller: Caller, userId: string): void {
  if (!canManageUser(caller, userId)) throw forbidden("You may not manage this user.");
}
