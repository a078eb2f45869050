import type { Database } from "@keen/db";
import type { Member } from "../../../plugins/auth";
import { buildUser, headersForCast } from "../../../test/factories";

/** Who calls a route in an authorization matrix. */
export type Caller = "visitor" | "self" | "other member" | "admin";
export const callers: Caller[] = ["visitor", "self", "other member", "admin"];

/** A member whose lists are changed, another member and an admin, with request headers for each. */
export async function buildPeople(db: Database) {
  const people = {
    self: await buildUser(db),
    "other member": await buildUser(db),
    admin: await buildUser(db, { role: "admin" }),
  } satisfies Record<Exclude<Caller, "visitor">, Member>;
  const headersFor: (caller: Caller) => Record<string, string> = await headersForCast(people);
  return { owner: people.self, people, headersFor };
}
