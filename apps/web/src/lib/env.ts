import { z } from "zod";

declare global {
  interface Window {
    /** Public settings injected at run time by `/config.js` (see `server/runtime-config.ts`). */
    __KEEN_CONFIG__?: Record<string, string | undefined>;
  }
}

/** Blank strings count as "not set", so an empty runtime value falls back to the default or is reported. */
const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const required = z.preprocess(blankAsUnset, z.string().trim());
const requiredUrl = z.preprocess(blankAsUnset, z.url());
const optionalString = (fallback: string) => z.preprocess(blankAsUnset, z.string().default(fallback));

const RawEnvSchema = z.object({
  VITE_API_URL: requiredUrl,
  VITE_AUTH_DOMAIN: requiredUrl,
  VITE_AUTH_CLIENT_ID: required,
  VITE_AUTH_REDIRECT_URI: requiredUrl,
  VITE_AUTH_AUDIENCE: required,
  VITE_ANALYTICS_KEY: required,
  VITE_INSTRUMENTATION_KEY: required,
  VITE_TIPTAP_APP_ID: required,
  VITE_SEARCH_URL: z.preprocess(blankAsUnset, z.url().default("http://localhost:5001")),
  VITE_APP_URL: z.preprocess(blankAsUnset, z.url().default("http://localhost:3000")),
  VITE_MAX_FILE_SIZE_MB: z.preprocess(blankAsUnset, z.coerce.number().positive().optional()),
  VITE_MAPS_KEY: optionalString(""),
  VITE_MODE: optionalString("development"),
  VITE_SUPPORT_EMAIL: optionalString("community@keen.local"),
  VITE_TELEMETRY_ENDPOINT: z.preprocess(blankAsUnset, z.url().optional()),
});

/** The web app's settings (spec §5), validated once at start-up. */
export const EnvSchema = RawEnvSchema.transform((raw) => ({
  ...raw,
  // Spec §9: uploads may be larger in production.
  VITE_MAX_FILE_SIZE_MB: raw.VITE_MAX_FILE_SIZE_MB ?? (raw.VITE_MODE === "production" ? 200 : 50),
  VITE_AUTH_DOMAIN: raw.VITE_AUTH_DOMAIN.replace(/\/+$/, ""),
}));
export type Env = z.output<typeof EnvSchema>;

export type EnvResult =
  | { success: true; env: Env }
  | { success: false; missing: string[]; invalid: { name: string; message: string }[] };

/** Validates a set of raw values, naming every missing or malformed variable. */
export function parseEnv(source: Record<string, unknown>): EnvResult {
  const result = EnvSchema.safeParse(source);
  if (result.success) return { success: true, env: result.data };
  const missing: string[] = [];
  const invalid: { name: string; message: string }[] = [];
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    if (blankAsUnset(source[name]) === undefined) missing.push(name);
    else invalid.push({ name, message: issue.message });
  }
  return { success: false, missing: [...new Set(missing)], invalid };
}

/** Build-time values overlaid by the run-time `/config.js` values, so one build runs anywhere. */
export function readEnvSource(): Record<string, unknown> {
  const runtime = typeof window === "undefined" ? undefined : window.__KEEN_CONFIG__;
  return { ...import.meta.env, ...runtime };
}

/** Describes an invalid environment for the start-up error screen and the console. */
export function describeEnvProblems(result: Extract<EnvResult, { success: false }>): string {
  const lines = [];
  if (result.missing.length) lines.push(`Missing environment variables: ${result.missing.join(", ")}`);
  for (const { name, message } of result.invalid) lines.push(`Invalid ${name}: ${message}`);
  return lines.join("\n");
}

let cached: EnvResult | undefined;

/** The start-up validation result (computed once). */
export function loadEnv(): EnvResult {
  cached ??= parseEnv(readEnvSource());
  return cached;
}

/** The validated settings; only call below `AppProviders`, which refuses to start without them. */
export function getEnv(): Env {
  const result = loadEnv();
  if (!result.success) throw new Error(describeEnvProblems(result));
  return result.env;
}
