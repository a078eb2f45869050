import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveStackEnv } from "./env";

const root = "/nonexistent-root";

describe("resolveStackEnv secrets", () => {
  it("gives every process of a development stack the random secrets kept in its data directory", () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), "keen-stack-env-"));
    const first = resolveStackEnv({ DATA_DIR }, root);
    for (const name of ["COLLAB_SECRET", "FILE_URL_SECRET", "IDP_COOKIE_KEYS"]) {
      expect(first[name]).toMatch(/^[0-9a-f]{64}$/);
    }
    const again = resolveStackEnv({ DATA_DIR }, root);
    expect(again.COLLAB_SECRET).toBe(first.COLLAB_SECRET);
    expect(again.FILE_URL_SECRET).toBe(first.FILE_URL_SECRET);
    const other = resolveStackEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "keen-stack-env-")) }, root);
    expect(other.FILE_URL_SECRET).not.toBe(first.FILE_URL_SECRET);
  });

  it("keeps secrets that are set, and makes none in production (each must be given there)", () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), "keen-stack-env-"));
    const given = "g".repeat(40);
    expect(resolveStackEnv({ DATA_DIR, COLLAB_SECRET: given }, root).COLLAB_SECRET).toBe(given);
    const production = resolveStackEnv({ DATA_DIR, NODE_ENV: "production" }, root);
    expect(production.COLLAB_SECRET).toBeUndefined();
    expect(production.FILE_URL_SECRET).toBeUndefined();
    expect(production.IDP_COOKIE_KEYS).toBeUndefined();
  });
});
