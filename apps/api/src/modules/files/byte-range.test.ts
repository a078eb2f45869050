import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range";

describe("parseRange", () => {
  it.each([
    ["bytes=0-9", { kind: "partial", start: 0, end: 9 }],
    ["bytes=90-", { kind: "partial", start: 90, end: 99 }],
    ["bytes=-10", { kind: "partial", start: 90, end: 99 }],
    ["bytes=-500", { kind: "partial", start: 0, end: 99 }],
    ["bytes=50-1000", { kind: "partial", start: 50, end: 99 }],
    ["bytes=100-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=9-3", { kind: "full" }],
    ["bytes=0-1,5-9", { kind: "full" }],
    ["items=0-9", { kind: "full" }],
    [undefined, { kind: "full" }],
  ])("%s of 100 bytes → %j", (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });

  it("finds nothing satisfiable in an empty body", () => {
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });
});
