import { generateKeyPairSync } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { calculateJwkThumbprint, type JWK } from "jose";

export type SigningKeys = { keys: JWK[] };

/**
 * Returns the private signing keys: `IDP_JWKS` when given; otherwise (never in production) a
 * key generated once into `$DATA_DIR/idp-jwks.json` and reused, so restarts keep tokens valid.
 */
export async function loadSigningKeys(options: {
  jwks?: string;
  dataDir: string;
  isProduction: boolean;
}): Promise<SigningKeys> {
  if (options.jwks) return parseJwks(options.jwks, "IDP_JWKS");
  if (options.isProduction) throw new Error("IDP_JWKS is required in production");
  const file = path.join(options.dataDir, "idp-jwks.json");
  const existing = await readFile(file, "utf8").catch(() => undefined);
  if (existing) return parseJwks(existing, file);
  const generated = await generateSigningKeys();
  await mkdir(options.dataDir, { recursive: true });
  try {
    // "wx": if another process won the race, use its key instead of overwriting it.
    await writeFile(file, JSON.stringify(generated, null, 2), { flag: "wx", mode: 0o600 });
    return generated;
  } catch {
    return parseJwks(await readFile(file, "utf8"), file);
  }
}

/** Generates one RS256 signing key as a private JWKS. */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: "RS256", use: "sig" }] };
}

/** The public half of the keys (what `/jwks` publishes), for verifying our own tokens. */
export function publicKeys(keys: SigningKeys): SigningKeys {
  return {
    keys: keys.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}

async function parseJwks(raw: string, source: string): Promise<SigningKeys> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  const keys = (value as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error(`${source} must be a JWKS with "keys"`);
  const usable = (keys as JWK[]).filter((key) => key.kty === "RSA" && typeof key.d === "string");
  if (usable.length === 0) throw new Error(`${source} needs at least one private RSA key`);
  // A kid is needed so tokens name their key and our own verifier finds it.
  const withIds = await Promise.all(
    usable.map(async (key) => ({
      ...key,
      kid: key.kid ?? (await calculateJwkThumbprint(key)),
      alg: key.alg ?? "RS256",
      use: key.use ?? "sig",
    })),
  );
  return { keys: withIds };
}
