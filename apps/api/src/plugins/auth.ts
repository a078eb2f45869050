import { type Database, users } from "@keen/db";
import { authPlugin, type OidcClient, requireIdentity } from "@keen/server-kit";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "../lib/errors";
import type { Actor, SignedInActor } from "../lib/policy";

/** A member row as stored. */
export type Member = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's member row (by `users.subject = sub`), loaded at most once per request. */
    loadMember(): Promise<Member | null>;
  }
  interface FastifyInstance {
    /** `LIBRARY_ACCESS`: whether visitors read published cards, profiles and search. */
    libraryAccess: "public" | "members";
  }
}

const memberCache = new WeakMap<FastifyRequest, Promise<Member | null>>();

/**
 * Bearer-token authentication (shared verifier) plus lazy member loading: routes that need the
 * member call `request.loadMember()`; routes that do not never touch the users table.
 */
export const apiAuthPlugin = fp<{ oidc: OidcClient; db: Database; libraryAccess?: "public" | "members" }>(
  async (app, { oidc, db, libraryAccess = "public" }) => {
    await app.register(authPlugin, { oidc });
    app.decorate("libraryAccess", libraryAccess);
    // Every member request reads its row: prepared once (no SQL building, no planning each time).
    const memberBySubject = db
      .select()
      .from(users)
      .where(eq(users.subject, sql.placeholder("subject")))
      .prepare("member_by_subject");
    app.decorateRequest("loadMember", function (this: FastifyRequest) {
      const identity = this.identity;
      if (!identity) return Promise.resolve(null);
      let pending = memberCache.get(this);
      if (!pending) {
        pending = memberBySubject.execute({ subject: identity.sub }).then((rows) => rows[0] ?? null);
        memberCache.set(this, pending);
      }
      return pending;
    });
  },
  { name: "keen-api-auth" },
);

/** The policy actor for a member row (or null). */
export function toActor(member: Member | null): Actor {
  return member ? { userId: member.id, role: member.role } : null;
}

/** The caller as a policy actor: null when anonymous or when no member exists for the token yet. */
export async function loadActor(request: FastifyRequest): Promise<Actor> {
  return toActor(await request.loadMember());
}

/**
 * The signed-in caller's member row: 401 when anonymous, 403 when the token is valid but the
 * member has not been created yet (the web app calls `POST /User/Create` first).
 */
export async function requireMember(
  request: FastifyRequest,
): Promise<{ member: Member; actor: SignedInActor }> {
  requireIdentity(request);
  const member = await request.loadMember();
  if (!member) throw forbidden("Create your member profile first (POST /User/Create).");
  return { member, actor: { userId: member.id, role: member.role } };
}

/**
 * The caller of a route the open library lets visitors use (reading published cards, public
 * profiles): the member's actor, or null for a visitor, whose reads the policies decide. In a
 * members-only library (`LIBRARY_ACCESS=members`) it is `requireMember`'s: 401 for visitors.
 */
export async function readerOf(request: FastifyRequest): Promise<Actor> {
  if (request.server.libraryAccess === "members") return (await requireMember(request)).actor;
  return loadActor(request);
}
