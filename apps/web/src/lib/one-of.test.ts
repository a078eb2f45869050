import { describe, expect, it } from "vitest";
import { oneOf } from "./one-of";

describe("oneOf", () => {
  it("keeps a listed value and turns anything else into null", () => {
    const sorts = ["newest", "title"] as const;
    expect(oneOf(sorts, "title")).toBe("title");
    expect(oneOf(sorts, "oldest")).toBeNull();
    expect(oneOf(sorts, "")).toBeNull();
    expect(oneOf(sorts, null)).toBeNull();
  });
});
