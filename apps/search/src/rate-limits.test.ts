import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildTestSearchApp, testIssuer } from "./test/factories";

const { db } = await useTestDatabase();

describe("search rate limits", () => {
  it("never limits /health and /ready, while other traffic from the address still gets 429", async () => {
    const app = await buildTestSearchApp(db, { RATE_LIMIT_MAX: "5" });
    const address = "198.51.100.21";
    const probes = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        app.inject({ method: "GET", url: i % 2 ? "/health" : "/ready", remoteAddress: address }),
      ),
    );
    expect(probes.map((response) => response.statusCode)).toEqual(probes.map(() => 200));
    const search = () => app.inject({ method: "GET", url: "/Search?query=grace", remoteAddress: address });
    for (let i = 0; i < 5; i++) expect((await search()).statusCode).toBe(200);
    const refused = await search();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate_limited" });
    expect((await app.inject({ method: "GET", url: "/ready", remoteAddress: address })).statusCode).toBe(200);
  });

  it("counts requests with an invalid bearer token against their address", async () => {
    const app = await buildTestSearchApp(db, { RATE_LIMIT_MAX: "3" });
    const address = "198.51.100.22";
    const forged = `Bearer ${await testIssuer.signToken({ sub: "forger" }, { issuer: "https://evil.example" })}`;
    const search = (authorization?: string) =>
      app.inject({
        method: "GET",
        url: "/Search?query=grace",
        remoteAddress: address,
        headers: authorization ? { authorization } : {},
      });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await search(forged)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429, 429]);
    expect((await search()).statusCode).toBe(429);
  });
});
