import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The secrets a development stack makes for itself; production must set each explicitly. */
export const devSecretNames = ["COLLAB_SECRET", "FILE_URL_SECRET", "IDP_COOKIE_KEYS"] as const;
export type DevSecrets = Record<(typeof devSecretNames)[number], string>;

/** The file under `DATA_DIR` that keeps them between starts (mode 0600). */
export const devSecretsFileName = "dev-secrets.json";

/** A fresh random secret: 32 bytes, hex (64 characters, above every minimum length). */
export function randomSecret(): string {
  return randomBytes(32).toString("hex");
}

/**
 * The development stack's secrets: read from `$dataDir/dev-secrets.json`, or generated at random
 * on first start (and for any name the file lacks) and written there readable by the owner only,
 * so restarts keep co-editing tokens, file URLs and IdP sessions valid while nobody else can
 * derive them (they used to come from a public constant and the default database address).
 */
export function loadDevSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, devSecretsFileName);
  const stored = readStored(file);
  const secrets = Object.fromEntries(
    devSecretNames.map((name) => [name, stored[name] || randomSecret()]),
  ) as DevSecrets;
  if (devSecretNames.some((name) => stored[name] !== secrets[name])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  // A file written by an older version, or copied in, is made private as well.
  chmodSync(file, 0o600);
  return secrets;
}

function readStored(file: string): Partial<Record<string, string>> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => typeof value === "string" && value.length >= 32),
    );
  } catch {
    throw new Error(`${file} is not valid JSON: fix or delete it (new development secrets are then made).`);
  }
}
