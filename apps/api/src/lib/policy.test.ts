import { describe, expect, it } from "vitest";
import { definePolicy } from "./policy";

type Note = { ownerId: string };
const policy = definePolicy<"read" | "edit", Note>(
  { read: () => true, edit: (actor, note) => actor.userId === note.ownerId || actor.role === "admin" },
  { publicActions: ["read"] },
);
const note = { ownerId: "owner" };

describe("definePolicy", () => {
  it("lets anonymous visitors do public actions only", () => {
    expect(policy.can(null, "read", note)).toBe(true);
    expect(policy.can(null, "edit", note)).toBe(false);
  });

  it("applies the rule to signed-in actors", () => {
    expect(policy.can({ userId: "owner", role: "member" }, "edit", note)).toBe(true);
    expect(policy.can({ userId: "other", role: "member" }, "edit", note)).toBe(false);
    expect(policy.can({ userId: "other", role: "admin" }, "edit", note)).toBe(true);
  });

  it("throws 401 for anonymous and 403 for signed-in actors that may not", () => {
    expect(() => policy.authorize(null, "edit", note)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => policy.authorize({ userId: "other", role: "reviewer" }, "edit", note)).toThrow(
      expect.objectContaining({ statusCode: 403, code: "forbidden" }),
    );
    expect(() => policy.authorize({ userId: "owner", role: "member" }, "edit", note)).not.toThrow();
  });
});
