import { users } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildUser } from "../../test/factories";
import { buildMemberAdminApp, type Caller } from "./testing";

const { db } = await useTestDatabase();
const { call } = await buildMemberAdminApp(db);

const expected: Record<Caller, number> = { visitor: 401, member: 403, reviewer: 403, admin: 200 };

describe("member administration: who may call", () => {
  it.each(Object.entries(expected) as [Caller, number][])(
    "GET /Admin/Members: %s gets %i",
    async (caller, status) => {
      expect((await call(caller, "GET", "/Admin/Members")).statusCode).toBe(status);
    },
  );

  it.each(Object.entries(expected) as [Caller, number][])(
    "GET /Admin/AuditLog: %s gets %i",
    async (caller, status) => {
      expect((await call(caller, "GET", "/Admin/AuditLog")).statusCode).toBe(status);
    },
  );

  it.each(Object.entries(expected) as [Caller, number][])(
    "PUT Role, POST Suspend and Reactivate: %s gets %i",
    async (caller, status) => {
      const target = await buildUser(db);
      const role = await call(caller, "PUT", `/Admin/Members/${target.id}/Role`, { role: "reviewer" });
      expect(role.statusCode).toBe(status);
      const suspend = await call(caller, "POST", `/Admin/Members/${target.id}/Suspend`, {
        reason: "Spam links",
      });
      expect(suspend.statusCode).toBe(status);
      // Without an admin's suspension there is nothing to lift, so admins get 409 here; set one.
      if (status !== 200)
        await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, target.id));
      const reactivate = await call(caller, "POST", `/Admin/Members/${target.id}/Reactivate`, {});
      expect(reactivate.statusCode).toBe(status);
    },
  );

  it.each(Object.entries(expected) as [Caller, number][])(
    "POST LiftNewMemberLimits: %s gets %i",
    async (caller, status) => {
      const target = await buildUser(db);
      const response = await call(caller, "POST", `/Admin/Members/${target.id}/LiftNewMemberLimits`, {});
      expect(response.statusCode).toBe(status);
    },
  );
});
