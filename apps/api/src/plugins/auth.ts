import { type Database, idpTokenCutoffs, users } from "@keen/db";
import { type AccessTokenClaims, authPlugin, type OidcClient, requireIdentity } from "@keen/server-kit";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, invalidToken } from "../lib/errors";
import type { Actor, SignedInActor } from "../lib/policy";

/** A member row as stored. */
export type Member = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The caller's member row (by `users.subject = sub`), loaded at most once per request; rejects
     * with 401 when the token was issued before the account's cutoff at the IdP.
     */
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
    // Every member request reads its row, with the account's token cutoff (recorded by the IdP
    // when the password or email changes or the account is deleted) in the same statement:
    // prepared once (no SQL building, no planning each time).
    // The cutoff as epoch milliseconds (null without one), the same way in both statements.
    const cutoffMs = sql<
      number | null
    >`(select (extract(epoch from ${idpTokenCutoffs.notBefore}) * 1000)::float8 from ${idpTokenCutoffs} where ${idpTokenCutoffs.subject} = ${sql.placeholder("subject")})`;
    const memberBySubject = db
      .select({ member: users, cutoffMs })
      .from(users)
      .where(eq(users.subject, sql.placeholder("subject")))
      .prepare("member_by_subject");
    // Only when there is no member (before POST /User/Create, after a deletion).
    const cutoffBySubject = db
      .select({ cutoffMs })
      .from(sql`(select 1) as one`)
      .prepare("token_cutoff_by_subject");
    const loadChecked = async (identity: AccessTokenClaims): Promise<Member | null> => {
      const [row] = await memberBySubject.execute({ subject: identity.sub });
      const [only] = row ? [row] : await cutoffBySubject.execute({ subject: identity.sub });
      const cutoff = only?.cutoffMs;
      if (cutoff != null && (identity.iat ?? 0) * 1000 < Number(cutoff)) {
        throw invalidToken("This sign-in ended when the account's password or email changed. Sign in again.");
      }
      const member = row?.member ?? null;
      // A suspended member's tokens stop working at once (decision 0041); signing in again shows why.
      if (member && isSuspendedNow(member)) throw invalidToken("This account is suspended.");
      if (member && isLastSeenStale(member)) {
        // Raw SQL: a visit is not a profile change, so `updated_at` stays.
        await db.execute(sql`update ${users} set last_seen_at = now() where ${users.id} = ${member.id}`);
      }
      return member;
    };
    app.decorateRequest("loadMember", function (this: FastifyRequest) {
      const identity = this.identity;
      if (!identity) return Promise.resolve(null);
      let pending = memberCache.get(this);
      if (!pending) {
        pending = loadChecked(identity);
        memberCache.set(this, pending);
      }
      return pending;
    });
    // After the shared verifier's hooks: every signed-in request checks its token against the
    // account's cutoff (through the member row most routes read anyway), so a token the IdP
    // voided stops working at once, however long the verifier caches its signature. In
    // `preParsing`, so the rate limit (a route `onRequest` hook) has counted the request first.
    app.addHook("preParsing", async (request) => {
      if (request.identity) await request.loadMember();
    });
  },
  { name: "keen-api-auth" },
);

/** Whether an admin's suspension of the member holds now (it may have ended on its own). */
export function isSuspendedNow(member: Pick<Member, "suspendedAt" | "suspendedUntil">): boolean {
  return (
    member.suspendedAt !== null && (member.suspendedUntil === null || member.suspendedUntil > new Date())
  );
}

const lastSeenEveryMs = 5 * 60 * 1000;
const isLastSeenStale = (member: Member) =>
  !member.lastSeenAt || Date.now() - member.lastSeenAt.getTime() > lastSeenEveryMs;

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
