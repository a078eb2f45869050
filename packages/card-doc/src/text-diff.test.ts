import { describe, expect, it } from "vitest";
import { spliceOf } from "./text-diff";

describe("spliceOf", () => {
  it("names the one changed stretch between a common prefix and suffix", () => {
    expect(spliceOf("Bridge lab", "Big bridge lab")).toEqual({ start: 1, removed: 0, inserted: "ig b" });
    expect(spliceOf("Bridge lab", "Bridge")).toEqual({ start: 6, removed: 4, inserted: "" });
    expect(spliceOf("same", "same")).toBeNull();
  });

  it("never splits an emoji", () => {
    expect(spliceOf("a😀b", "a😃b")).toEqual({ start: 1, removed: 2, inserted: "😃" });
  });
});
