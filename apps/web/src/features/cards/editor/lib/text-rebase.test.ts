import { spliceOf } from "@keen/card-doc/text-diff";
import { describe, expect, it } from "vitest";
import { mapIndexThroughSplice, rebaseText } from "./text-rebase";

describe("mapIndexThroughSplice", () => {
  const splice = spliceOf("Bridge lab", "Big bridge lab");

  it("moves a position after the change by what it added", () => {
    expect(mapIndexThroughSplice(7, spliceOf("Bridge lab", "Big Bridge lab"))).toBe(11);
  });

  it("leaves a position before the change where it is", () => {
    expect(mapIndexThroughSplice(0, splice)).toBe(0);
    expect(mapIndexThroughSplice(3, spliceOf("Bridge lab", "Bridge lab!"))).toBe(3);
  });

  it("puts a position inside a removed stretch after its replacement", () => {
    expect(mapIndexThroughSplice(4, spliceOf("Bridge lab", "B lab"))).toBe(1);
  });
});

describe("rebaseText", () => {
  it("keeps both people's letters when theirs arrived before my keystroke was saved", () => {
    expect(rebaseText("Bridge lab", "Bridge labs", "Big Bridge lab")).toBe("Big Bridge labs");
    expect(rebaseText("Bridge lab", "Bridge", "Bridge lab 2")).toBe("Bridge 2");
  });

  it("is my text when nothing else changed, theirs when I changed nothing", () => {
    expect(rebaseText("Bridge", "Bridges", "Bridge")).toBe("Bridges");
    expect(rebaseText("Bridge", "Bridge", "Big Bridge")).toBe("Big Bridge");
  });
});
