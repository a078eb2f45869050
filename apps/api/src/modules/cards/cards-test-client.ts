import type { Database } from "@keen/db";
import type { ZodApp } from "@keen/server-kit";
import { describe, expect, it } from "vitest";
import type { Member } from "../../plugins/auth";
import { bearer, buildCardWithEditor, buildUser, signTokenFor } from "../../test/factories";

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Call = ReturnType<typeof cardsTestClient>;

/**
 * A tiny client for card route tests: `call(member, "PUT", url, body)` signs a token for the
 * member (or sends none for `null`) and injects the request.
 */
export function cardsTestClient(app: ZodApp) {
  const tokens = new Map<string, string>();
  return async function call(caller: Member | null, method: Method, url: string, body?: unknown) {
    let headers = {};
    if (caller) {
      let token = tokens.get(caller.id);
      if (!token) {
        token = await signTokenFor(caller);
        tokens.set(caller.id, token);
      }
      headers = bearer(token);
    }
    return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  };
}

/** Matrix roles that are not a member of the fixture's own. */
type FreshRole = "visitor" | "member" | "admin";

/**
 * The caller of an authorization matrix role: nobody for "visitor", a fresh member for "member",
 * a fresh admin for "admin", and the fixture's own member for any other role ("author", …).
 */
export async function callerForRole<Role extends string>(
  db: Database,
  role: Role,
  fixture: Record<Exclude<Role, FreshRole>, Member>,
): Promise<Member | null> {
  if (role === "visitor") return null;
  if (role === "member") return buildUser(db);
  if (role === "admin") return buildUser(db, { role: "admin" });
  return fixture[role as Exclude<Role, FreshRole>];
}

/** A fresh card in a matrix state, with a fresh author and a fresh editor. */
export function buildMatrixCard(db: Database, state: "draft" | "published" | "deleted") {
  return buildCardWithEditor(db, {
    status: state === "draft" ? "draft" : "published",
    isDeleted: state === "deleted",
  });
}

/** One route of an authorization matrix, called on a fresh fixture in `state`. */
export type MatrixRoute<Fixture, State> = {
  method: Method;
  path: (f: Fixture) => string;
  state: State;
  body?: (f: Fixture) => unknown;
  /** Gives the caller something of their own first (a feedback, a bookmark). */
  prepare?: (f: Fixture, caller: Member) => Promise<unknown>;
  /** The status each role gets, in the order of `roles`. */
  expected: readonly number[];
};

/**
 * Runs an authorization matrix: one test per route and role, each on a fresh fixture, calling
 * as the role's member and expecting its status. `placeholders` name the ids in test titles.
 */
export function describeAuthorizationMatrix<Fixture, State extends string, Role extends string>(
  title: string,
  options: {
    call: Call;
    roles: readonly Role[];
    routes: readonly MatrixRoute<Fixture, State>[];
    setUp: (state: State) => Promise<Fixture>;
    callerFor: (role: Role, fixture: Fixture) => Promise<Member | null>;
    placeholders: Fixture;
  },
): void {
  const { call, roles, routes, setUp, callerFor, placeholders } = options;
  describe(title, () => {
    for (const route of routes) {
      const own = route.prepare ? ", own" : "";
      roles.forEach((role, index) => {
        const status = route.expected[index];
        it(`${route.method} ${route.path(placeholders)} (${route.state}${own}) as ${role} → ${status}`, async () => {
          const fixture = await setUp(route.state);
          const caller = await callerFor(role, fixture);
          if (caller && route.prepare) await route.prepare(fixture, caller);
          const response = await call(caller, route.method, route.path(fixture), route.body?.(fixture));
          expect(response.statusCode, response.body).toBe(status);
        });
      });
    }
  });
}
