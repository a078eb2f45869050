import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devSecretNames, devSecretsFileName, loadDevSecrets } from "./dev-secrets";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "keen-dev-secrets-"));

describe("loadDevSecrets", () => {
  it("generates random secrets into a file only the owner can read, and reuses them", () => {
    const dataDir = path.join(freshDir(), "data");
    const first = loadDevSecrets(dataDir);
    for (const name of devSecretNames) expect(first[name]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(first)).size).toBe(devSecretNames.length);
    const file = path.join(dataDir, devSecretsFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadDevSecrets(dataDir)).toEqual(first);
    // Another stack (another data directory) has secrets of its own.
    expect(loadDevSecrets(freshDir()).COLLAB_SECRET).not.toBe(first.COLLAB_SECRET);
  });

  it("keeps the secrets a file has, fills in the missing or too short ones and makes it private", () => {
    const dataDir = freshDir();
    const file = path.join(dataDir, devSecretsFileName);
    const kept = "k".repeat(40);
    writeFileSync(file, JSON.stringify({ COLLAB_SECRET: kept, FILE_URL_SECRET: "short" }), { mode: 0o644 });
    const secrets = loadDevSecrets(dataDir);
    expect(secrets.COLLAB_SECRET).toBe(kept);
    expect(secrets.FILE_URL_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(secrets);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("refuses a file that is not JSON rather than replacing secrets in use", () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, devSecretsFileName), "{not json");
    expect(() => loadDevSecrets(dataDir)).toThrow(/is not valid JSON/);
  });
});
