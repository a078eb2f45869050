import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "@keen/db";
import { afterAll } from "vitest";
import { buildTestApp, buildUser, castCaller, headersForCast } from "../../../test/factories";

/** Who calls: an anonymous visitor, a signed-in member, or an admin. */
export type Caller = "visitor" | "member" | "admin";
export const callers: Caller[] = ["visitor", "member", "admin"];

/**
 * The API for an institutions/CMS/partners test file: blobs under a temporary `DATA_DIR`, a high
 * rate limit, a member and an admin with tokens, and `call(caller, method, url, body)`.
 */
export async function buildAdminTestApp(db: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "keen-institutions-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp(db, { env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000" } });
  const member = await buildUser(db);
  const admin = await buildUser(db, { role: "admin" });
  const headersFor: (caller: Caller) => Record<string, string> = await headersForCast({ member, admin });
  const call = castCaller<Caller>(app, headersFor);
  return { app, dataDir, member, admin, headersFor, call };
}

/** A one-paragraph TipTap document. */
export function paragraphDoc(text: string) {
  return { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
}
