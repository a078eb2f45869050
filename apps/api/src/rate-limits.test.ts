import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildTestApp, signToken } from "./test/factories";

const { db } = await useTestDatabase();

/** An API whose anonymous and member budgets are `max` requests a minute. */
const buildLimitedApp = (max: number) => buildTestApp(db, { env: { RATE_LIMIT_MAX: String(max) } });

const lookup = (app: Awaited<ReturnType<typeof buildLimitedApp>>, address: string, authorization?: string) =>
  app.inject({
    method: "GET",
    url: "/Lookup/Disciplines",
    remoteAddress: address,
    headers: authorization ? { authorization } : {},
  });

describe("rate limits", () => {
  it("answers 429 in the error shape once the rate limit is used up", async () => {
    const limited = await buildLimitedApp(2);
    for (let i = 0; i < 2; i++) expect((await lookup(limited, "198.51.100.1")).statusCode).toBe(200);
    const response = await lookup(limited, "198.51.100.1");
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: "rate_limited" });
    expect(response.headers["retry-after"]).toBeDefined();
  });

  it("counts signed-in requests per member and the rest per address", async () => {
    // One campus address: two members and their anonymous colleagues share it.
    const limited = await buildLimitedApp(2);
    const ada = `Bearer ${await signToken({ sub: "limit-ada" })}`;
    const bo = `Bearer ${await signToken({ sub: "limit-bo" })}`;
    const campus = "198.51.100.4";

    for (let i = 0; i < 2; i++) expect((await lookup(limited, campus, ada)).statusCode).toBe(200);
    expect((await lookup(limited, campus, ada)).statusCode).toBe(429);
    // Ada's budget is spent; Bo's and the address's are untouched.
    for (let i = 0; i < 2; i++) expect((await lookup(limited, campus, bo)).statusCode).toBe(200);
    expect((await lookup(limited, campus)).statusCode).toBe(200);
    expect((await lookup(limited, campus)).statusCode).toBe(200);
    expect((await lookup(limited, campus)).statusCode).toBe(429);
    expect((await lookup(limited, campus, bo)).statusCode).toBe(429);
  });

  it("never limits /health and /ready, while other traffic from the address still gets 429", async () => {
    const limited = await buildLimitedApp(5);
    const address = "198.51.100.7";
    const probes = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        limited.inject({ method: "GET", url: i % 2 ? "/health" : "/ready", remoteAddress: address }),
      ),
    );
    expect(probes.map((response) => response.statusCode)).toEqual(probes.map(() => 200));
    expect(probes[0]?.headers["x-ratelimit-limit"]).toBeUndefined();
    // The probes used none of the address's budget: five requests pass, the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await lookup(limited, address)).statusCode).toBe(200);
    expect((await lookup(limited, address)).statusCode).toBe(429);
    expect((await limited.inject({ method: "GET", url: "/health", remoteAddress: address })).statusCode).toBe(
      200,
    );
  });

  it("counts requests with an invalid bearer token against their address", async () => {
    const limited = await buildLimitedApp(3);
    const address = "198.51.100.9";
    const forged = `Bearer ${await signToken({ sub: "forger" }, { algorithm: "HS256" })}`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await lookup(limited, address, forged)).statusCode);
    // Refused as unauthorized while the address has budget, then rate limited like anyone else.
    expect(answers).toEqual([401, 401, 401, 429, 429, 429]);
    expect((await lookup(limited, address)).statusCode).toBe(429);
    expect((await lookup(limited, address, "Bearer not-a-jwt")).statusCode).toBe(429);
    // Another address is not affected.
    expect((await lookup(limited, "198.51.100.10")).statusCode).toBe(200);
  });

  it("spends the budget of an address on bad tokens, then keeps refusing them with 429", async () => {
    const limited = await buildLimitedApp(3);
    const address = "198.51.100.11";
    for (let i = 0; i < 3; i++) expect((await lookup(limited, address)).statusCode).toBe(200);
    const forged = `Bearer ${await signToken({ sub: "forger" }, { issuer: "https://evil.example" })}`;
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i++) statuses.add((await lookup(limited, address, forged)).statusCode);
    expect([...statuses]).toEqual([429]);
  });
});
