import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups thousands with commas, as English does", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890])
      expect(formatCount(value)).toBe(value.toLocaleString("en"));
  });

  it("keeps the sign of a negative count and drops fractions", () => {
    expect(formatCount(-4_500)).toBe("-4,500");
    expect(formatCount(12.7)).toBe("12");
  });
});
