import { describe, expect, it } from "vitest";
import { RankingCache } from "./related-ranking-cache";

describe("RankingCache", () => {
  it("returns a ranking until it expires", () => {
    let now = 1_000;
    const cache = new RankingCache(60_000, 10, () => now);
    cache.set("a", ["x", "y"]);
    expect(cache.get("a")).toEqual(["x", "y"]);
    now += 59_999;
    expect(cache.get("a")).toEqual(["x", "y"]);
    now += 1;
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets the oldest entry when full", () => {
    const cache = new RankingCache(60_000, 2, () => 0);
    cache.set("a", ["1"]);
    cache.set("b", ["2"]);
    cache.set("c", ["3"]);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toEqual(["2"]);
    expect(cache.get("c")).toEqual(["3"]);
  });
});
