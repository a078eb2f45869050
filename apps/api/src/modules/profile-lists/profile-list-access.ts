import type { Transaction } from "@keen/db";
import { type Database, users } from "@keen/db";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";
import { authorize, type ProfileListAction } from "./profile-lists.policy";

export type { Transaction };

/**
 * The common start of every profile-list route: the caller must be a member (401/403), may do
 * `action` to `userId`'s lists (403), and that member must exist (404).
 */
export async function authorizeListAccess(
  db: Database,
  request: FastifyRequest,
  userId: string,
  action: ProfileListAction,
): Promise<SignedInActor> {
  const { actor } = await requireMember(request);
  authorize(actor, action, { userId });
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!owner) throw notFound("Member");
  return actor;
}
