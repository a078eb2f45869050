import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path";

describe("safeReturnPath", () => {
  it("keeps same-origin relative paths with their query and hash", () => {
    expect(safeReturnPath("/card/my-cards?tab=drafts#top")).toBe("/card/my-cards?tab=drafts#top");
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "card",
  ])("falls back to home for %s", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });
});
