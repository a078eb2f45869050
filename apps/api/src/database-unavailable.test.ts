import { createDb } from "@keen/db";
import { afterAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildTestApp } from "./test/factories";
import { startTcpRelay } from "./test/tcp-relay";

const { url } = await useTestDatabase();
// The API reaches its own database through a relay this file can cut, so the database "dies"
// for this app alone and not for other files sharing the server.
const target = new URL(url);
const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port) });
const relayed = new URL(url);
relayed.port = String(relay.port);
const db = createDb(relayed.toString(), { max: 4, connectionTimeoutMs: 2_000 });
const app = await buildTestApp(db);
afterAll(() => db.$client.end());

describe("while the database is unreachable", () => {
  it("answers 503 with Retry-After and reports not ready, then recovers on its own", async () => {
    expect((await app.inject({ method: "GET", url: "/Lookup/Disciplines" })).statusCode).toBe(200);

    await relay.cut();
    const read = await app.inject({ method: "GET", url: "/Lookup/Disciplines" });
    expect(read.statusCode).toBe(503);
    expect(read.headers["retry-after"]).toBe("5");
    expect(read.json()).toMatchObject({ code: "internal_error" });
    const ready = await app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toMatchObject({ database: "failing" });

    await relay.restore();
    await vi.waitFor(
      async () => {
        expect((await app.inject({ method: "GET", url: "/Lookup/Disciplines" })).statusCode).toBe(200);
        expect((await app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
      },
      { timeout: 8_000, interval: 200 },
    );
  });
});
