import { describe, expect, it } from "vitest";
import { collabShardOf, signCollabToken, verifyCollabToken } from "./collab";

const secret = "s".repeat(40);
const card = "5f0d3a43-2b1e-4a39-9a55-0c6c7b1f2a10";
const user = "0b7e7c1a-6f7e-4f59-8a57-2c0e8e2d2a11";

describe("collaboration tokens", () => {
  it("round-trip the member and the card", async () => {
    const { token, expiresAt } = await signCollabToken(secret, { userId: user, cardId: card });
    const claims = await verifyCollabToken(secret, token);
    expect(claims).toEqual({ userId: user, cardId: card, expiresAt });
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(600_000);
  });

  it("refuse another secret, an expired token and garbage", async () => {
    const { token } = await signCollabToken(secret, { userId: user, cardId: card });
    await expect(verifyCollabToken("x".repeat(40), token)).rejects.toThrow();
    const expired = await signCollabToken(secret, { userId: user, cardId: card }, -5);
    await expect(verifyCollabToken(secret, expired.token)).rejects.toThrow();
    await expect(verifyCollabToken(secret, "not-a-token")).rejects.toThrow();
  });
});

describe("collab shards", () => {
  const ids = Array.from(
    { length: 2000 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  );

  it("puts every card on shard 0 of one", () => {
    expect(ids.every((id) => collabShardOf(id, 1) === 0)).toBe(true);
  });

  it("spreads cards evenly and moves few when a shard is added", () => {
    const three = ids.map((id) => collabShardOf(id, 3));
    for (const shard of [0, 1, 2]) {
      const share = three.filter((s) => s === shard).length / ids.length;
      expect(share).toBeGreaterThan(0.25);
      expect(share).toBeLessThan(0.42);
    }
    const four = ids.map((id) => collabShardOf(id, 4));
    const moved = four.filter((s, i) => s !== three[i]);
    expect(moved.every((s) => s === 3)).toBe(true);
    expect(moved.length / ids.length).toBeLessThan(0.32);
  });

  it("is the same for any casing of an id", () => {
    expect(collabShardOf(card.toUpperCase(), 5)).toBe(collabShardOf(card, 5));
  });
});
