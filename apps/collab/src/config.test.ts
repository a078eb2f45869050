import { describe, expect, it } from "vitest";
import { loadCollabConfig } from "./config";

const base = { DATABASE_URL: "postgres://db.invalid/keen" };

describe("collab settings", () => {
  it("serves the one shard on port 5200 with a random secret by default", () => {
    const config = loadCollabConfig(base);
    expect(config).toMatchObject({ port: 5200, host: "127.0.0.1", shard: { index: 0, count: 1 } });
    expect(config.collab.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads which shard of how many this process serves", () => {
    expect(loadCollabConfig({ ...base, COLLAB_SHARD: "2/3" }).shard).toEqual({ index: 2, count: 3 });
  });

  it("lists every problem at once: a shard out of range and a missing production secret", () => {
    expect(() => loadCollabConfig({ ...base, COLLAB_SHARD: "2/2", NODE_ENV: "production" })).toThrow(
      /missing variables: COLLAB_SECRET[\s\S]*COLLAB_SHARD: must be "i\/n"/,
    );
    expect(() => loadCollabConfig({ ...base, COLLAB_SHARD: "one" })).toThrow(/COLLAB_SHARD: must be "i\/n"/);
  });
});
