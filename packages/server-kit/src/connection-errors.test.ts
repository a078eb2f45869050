import { describe, expect, it } from "vitest";
import { isConnectionError } from "./connection-errors";
import { toAppError } from "./error-handler";

/** A driver error as node-postgres raises it, wrapped the way drizzle does. */
function wrapped(cause: unknown): Error {
  return new Error("Failed query: select 1", { cause });
}

function pgError(code: string): Error {
  return Object.assign(new Error("server says no"), { code });
}

describe("isConnectionError", () => {
  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
    ],
    ["an administrator's shutdown (57P01)", pgError("57P01")],
    ["a connection failure (08006)", pgError("08006")],
    ["a server that cannot connect (08001)", pgError("08001")],
    ["a server still starting (57P03)", pgError("57P03")],
    ["a pool that timed out", new Error("timeout exceeded when trying to connect")],
    ["a connection lost mid-query", new Error("Connection terminated unexpectedly")],
    [
      "a refused dual-stack connect",
      new AggregateError([Object.assign(new Error("connect"), { code: "ECONNREFUSED" })], "connect failed"),
    ],
  ])("is true for %s, bare or wrapped", (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
    expect(isConnectionError(wrapped(error))).toBe(true);
  });

  it("is false for errors of the query or the code", () => {
    expect(isConnectionError(pgError("23505"))).toBe(false);
    expect(isConnectionError(wrapped(pgError("42P01")))).toBe(false);
    expect(isConnectionError(new TypeError("x is undefined"))).toBe(false);
    expect(isConnectionError("ECONNREFUSED")).toBe(false);
  });

  it("stops on an error that wraps itself", () => {
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isConnectionError(loop)).toBe(false);
  });
});

describe("toAppError for an unreachable database", () => {
  it("answers 503 with Retry-After instead of a 500", () => {
    const appError = toAppError(wrapped(pgError("57P01")));
    expect(appError?.statusCode).toBe(503);
    expect(appError?.headers).toEqual({ "retry-after": "5" });
    expect(appError?.toResponse()).toMatchObject({ code: "internal_error" });
  });
});
