import { describe, expect, it } from "vitest";
import { rateLimitKey, rateLimitKeyFor } from "./security";

describe("rateLimitKey", () => {
  it("counts IPv4 clients by address and IPv6 clients by /64 subnet", () => {
    expect(rateLimitKey({ ip: "203.0.113.7" })).toBe("203.0.113.7");
    expect(rateLimitKey({ ip: "2001:db8:aa:bb01::1" })).toBe(
      rateLimitKey({ ip: "2001:db8:aa:bb01:ffff::9" }),
    );
    expect(rateLimitKey({ ip: "::ffff:203.0.113.7" })).toBe("203.0.113.7");
  });

  it("does not throw for a request whose connection is already gone", () => {
    expect(rateLimitKey({ ip: undefined })).toBe("gone");
  });
});

describe("rateLimitKeyFor", () => {
  it("counts a signed-in request against its member and the rest against the address", () => {
    expect(rateLimitKeyFor({ ip: "203.0.113.7", identity: { sub: "member-1" } })).toBe("member:member-1");
    expect(rateLimitKeyFor({ ip: "203.0.113.7", identity: null })).toBe("203.0.113.7");
  });
});
