import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadApiConfig } from "../../config";

const base = { DATABASE_URL: "postgres://db.invalid/keen" };

describe("co-editing settings of the API", () => {
  it("makes a random development secret nobody can derive, and points at the local collab server", () => {
    const { collab } = loadApiConfig(base);
    expect(collab.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadApiConfig(base).collab.secret).toBe(collab.secret);
    // What it was before decision 0038: a public constant and the database address.
    const derived = createHash("sha256").update(`keen-dev-collab-secret:${base.DATABASE_URL}`).digest("hex");
    expect(collab.secret).not.toBe(derived);
    expect(collab.urls).toEqual(["ws://localhost:5200"]);
  });

  it("takes the shards' addresses in order and the secret from the environment", () => {
    const { collab } = loadApiConfig({
      ...base,
      COLLAB_SECRET: "s".repeat(32),
      COLLAB_URL: "wss://collab-0.example.org, wss://collab-1.example.org",
    });
    expect(collab).toEqual({
      secret: "s".repeat(32),
      urls: ["wss://collab-0.example.org", "wss://collab-1.example.org"],
    });
  });

  it("requires a secret of its own in production and lists bad addresses with it", () => {
    expect(() =>
      loadApiConfig({
        ...base,
        NODE_ENV: "production",
        FILE_URL_SECRET: "x".repeat(32),
        COLLAB_URL: "http://x",
      }),
    ).toThrow(/missing variables: COLLAB_SECRET[\s\S]*COLLAB_URL: must be ws:\/\/ or wss:\/\/ addresses/);
  });
});
