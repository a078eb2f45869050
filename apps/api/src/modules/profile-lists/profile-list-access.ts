import type { Transaction } from "@keen/db";
import { type Database, users } from "@keen/db";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/policy";
import { readerOf, requireMember } from "../../plugins/auth";
import { authorize, type ProfileListAction } from "./profile-lists.policy";

export type { Transaction };

/**
 * The common start of every profile-list route: reading is for anyone the library is open to
 * (visitors too, unless `LIBRARY_ACCESS=members`), changing for members (401/403); the caller may
 * do `action` to `userId`'s lists (403), and that member must exist (404).
 */
export async function authorizeListAccess(
  db: Database,
  request: FastifyRequest,
  userId: string,
  action: ProfileListAction,
): Promise<Actor> {
  const actor = action === "read" ? await readerOf(request) : (await requireMember(request)).actor;
  authorize(actor, action, { userId });
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!owner) throw notFound("Member");
  return actor;
}
