import type { JWTVerifyGetKey } from "jose";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createOidcClient } from "./oidc";
import { startTestIssuer } from "./testing";

const issuer = await startTestIssuer();
afterAll(() => issuer.close());

/** A verifier whose key lookups are counted: one lookup per signature actually checked. */
function countingClient() {
  const getKey = vi.fn<JWTVerifyGetKey>((header, token) => issuer.getKey(header, token));
  const client = createOidcClient({ issuer: issuer.issuer, audience: issuer.audience }, { getKey });
  return { client, getKey };
}

describe("verified access tokens are cached for their lifetime", () => {
  it("checks a token's signature once, then answers the same claims from the cache", async () => {
    const { client, getKey } = countingClient();
    const token = await issuer.signToken({ sub: "member-1" });
    const first = await client.verifyAccessToken(token);
    const second = await client.verifyAccessToken(token);
    expect(second).toEqual(first);
    expect(first.sub).toBe("member-1");
    expect(getKey).toHaveBeenCalledTimes(1);
  });

  it("checks again once the token has expired, and rejects it", async () => {
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    try {
      const { client } = countingClient();
      const token = await issuer.signToken({ sub: "member-2" }, { expiresIn: 5 });
      await client.verifyAccessToken(token);
      vi.setSystemTime(Date.now() + 10 * 60_000);
      await expect(client.verifyAccessToken(token)).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not cache a rejected token", async () => {
    const { client, getKey } = countingClient();
    const token = await issuer.signToken({ sub: "member-3" }, { expiresIn: -120 });
    await expect(client.verifyAccessToken(token)).rejects.toMatchObject({ statusCode: 401 });
    await expect(client.verifyAccessToken(token)).rejects.toMatchObject({ statusCode: 401 });
    expect(getKey).toHaveBeenCalledTimes(2);
  });
});
