import type { Database } from "@keen/db";
import { buildTestApp, buildUser, castCaller, headersForCast } from "../../test/factories";
import { createMemoryMailer } from "../../test/mail-fixtures";

/** Who calls in the member-administration tests. */
export type Caller = "visitor" | "member" | "reviewer" | "admin";

/** The API with a memory mailer, a member, a reviewer and an admin, and `call(caller, …)`. */
export async function buildMemberAdminApp(db: Database) {
  const mailer = createMemoryMailer();
  const app = await buildTestApp(db, { env: { RATE_LIMIT_MAX: "100000" }, deps: { mailer } });
  const member = await buildUser(db);
  const reviewer = await buildUser(db, { role: "reviewer" });
  const admin = await buildUser(db, { role: "admin", firstName: "Ada", lastName: "Admin" });
  const headersFor = await headersForCast({ member, reviewer, admin });
  const call = castCaller<Caller>(app, headersFor);
  return { app, mailer, member, reviewer, admin, call };
}
