import { idpTokenCutoffs, users } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/db";
import { bearer, buildTestApp, buildUser, signTokenFor } from "../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

/** Records what the IdP records on a password or email change, or an account's deletion. */
async function cutOff(subject: string, notBefore: Date) {
  await db.insert(idpTokenCutoffs).values({ subject, notBefore });
}

const me = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/User/me", headers });

describe("access tokens the identity provider voided", () => {
  it("are refused (401) when issued before the account's cutoff, even to create the member again", async () => {
    const member = await buildUser(db);
    // Test tokens are issued 5 s ago.
    const headers = bearer(await signTokenFor(member));
    expect((await me(headers)).statusCode).toBe(200);

    const voided = await buildUser(db);
    const voidedHeaders = bearer(await signTokenFor(voided));
    await cutOff(voided.subject, new Date());
    const refused = await me(voidedHeaders);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("Sign in again"),
    });
    // As after an account's deletion: the member row is gone, and the old token cannot bring it back.
    await db.delete(users).where(eq(users.id, voided.id));
    expect(
      (await app.inject({ method: "POST", url: "/User/Create", headers: voidedHeaders })).statusCode,
    ).toBe(401);
  });

  it("accepts tokens issued after the cutoff", async () => {
    const member = await buildUser(db);
    await cutOff(member.subject, new Date(Date.now() - 60_000));
    expect((await me(bearer(await signTokenFor(member)))).statusCode).toBe(200);
  });
});
