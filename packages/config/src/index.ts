import { z } from "zod";

/** Default ports of the processes (each overridable by its env variable). */
export const defaultPorts = {
  web: 3000,
  api: 5000,
  search: 5001,
  idp: 5100,
  collab: 5200,
  postgres: 5433,
} as const;

/** Raised at start-up when environment variables are missing or invalid. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Parses `env` with a zod object schema once at start-up. Fails with one error listing every
 * missing or invalid variable, so an operator fixes them all in one go.
 */
export function parseEnv<T extends z.ZodTypeAny>(
  schema: T,
  env: Record<string, string | undefined>,
): z.infer<T> {
  // Empty strings count as "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    if (cleaned[key] === undefined) missing.push(key);
    else invalid.push(`${key}: ${issue.message}`);
  }
  const problems = [
    ...(missing.length ? [`missing variables: ${[...new Set(missing)].join(", ")}`] : []),
    ...invalid,
  ];
  throw new ConfigError(problems);
}

/** Common pieces of the server-side env schemas. */
export const envFields = {
  nodeEnv: z.enum(["development", "production", "test"]).default("development"),
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  url: z.url(),
  logLevel: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
};
