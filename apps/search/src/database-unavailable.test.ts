import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildSearchApp } from "./app";
import { loadSearchConfig } from "./config";
import { testIssuer } from "./test/factories";

/** A local port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The service's own pool (as in production), pointed at a database that is not there.
const config = loadSearchConfig({
  DATABASE_URL: `postgres://postgres:unused@127.0.0.1:${await closedPort()}/keen`,
  LOG_LEVEL: "silent",
  NODE_ENV: "test",
  OIDC_ISSUER: testIssuer.issuer,
  OIDC_AUDIENCE: testIssuer.audience,
});
const app = await buildSearchApp(config, { getKey: testIssuer.getKey });
afterAll(() => app.close());

describe("the search service without its database", () => {
  it("answers 503 with Retry-After, not 500, and reports not ready", async () => {
    const search = await app.inject({ method: "GET", url: "/Search?query=bridges" });
    expect(search.statusCode).toBe(503);
    expect(search.headers["retry-after"]).toBe("5");
    expect(search.json()).toMatchObject({ code: "internal_error" });
    const ready = await app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable", checks: { database: "failing" } });
  });
});
