declare global {
  interface Window {
    /** Public settings injected at run time by `/config.js` (see `server/runtime-config.ts`). */
    __KEEN_CONFIG__?: Record<string, string | undefined>;
  }
}

/**
 * The web app's settings (spec §5), validated once at start-up. Checked by hand rather than with
 * zod: this runs on every page before anything else, and zod would be a third of a visitor's first
 * JavaScript (docs/decisions, web weight).
 */
export type Env = {
  VITE_API_URL: string;
  VITE_AUTH_DOMAIN: string;
  VITE_AUTH_CLIENT_ID: string;
  VITE_AUTH_REDIRECT_URI: string;
  VITE_AUTH_AUDIENCE: string;
  VITE_ANALYTICS_KEY: string;
  VITE_INSTRUMENTATION_KEY: string;
  VITE_TIPTAP_APP_ID: string;
  VITE_SEARCH_URL: string;
  VITE_APP_URL: string;
  VITE_MAX_FILE_SIZE_MB: number;
  VITE_MAPS_KEY: string;
  VITE_MODE: string;
  VITE_SUPPORT_EMAIL: string;
  VITE_TELEMETRY_ENDPOINT?: string;
  /** `public`: visitors read published cards, profiles and search; `members`: all behind sign-in. */
  VITE_LIBRARY_ACCESS: LibraryAccess;
};

/** Who may read the library (published cards, search, explore, member profiles); the API's `LIBRARY_ACCESS`. */
export type LibraryAccess = "public" | "members";

export type EnvResult =
  | { success: true; env: Env }
  | { success: false; missing: string[]; invalid: { name: string; message: string }[] };

/** Blank strings count as "not set", so an empty runtime value falls back to the default or is reported. */
const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

type Rule = {
  kind: "string" | "url" | "positive" | "choice";
  fallback?: string;
  optional?: boolean;
  /** The allowed values of a `choice`. */
  choices?: readonly string[];
};
const required: Rule = { kind: "string" };
const requiredUrl: Rule = { kind: "url" };
const optionalString = (fallback: string): Rule => ({ kind: "string", fallback });

const rules: Record<keyof Env, Rule> = {
  VITE_API_URL: requiredUrl,
  VITE_AUTH_DOMAIN: requiredUrl,
  VITE_AUTH_CLIENT_ID: required,
  VITE_AUTH_REDIRECT_URI: requiredUrl,
  VITE_AUTH_AUDIENCE: required,
  VITE_ANALYTICS_KEY: required,
  VITE_INSTRUMENTATION_KEY: required,
  VITE_TIPTAP_APP_ID: required,
  VITE_SEARCH_URL: { kind: "url", fallback: "http://localhost:5001" },
  VITE_APP_URL: { kind: "url", fallback: "http://localhost:3000" },
  VITE_MAX_FILE_SIZE_MB: { kind: "positive", optional: true },
  VITE_MAPS_KEY: optionalString(""),
  VITE_MODE: optionalString("development"),
  VITE_SUPPORT_EMAIL: optionalString("community@keen.local"),
  VITE_TELEMETRY_ENDPOINT: { kind: "url", optional: true },
  VITE_LIBRARY_ACCESS: { kind: "choice", choices: ["public", "members"], fallback: "public" },
};

/** One value checked against its rule: the parsed value, or the reason it is malformed. */
function check(rule: Rule, value: unknown): { value: string | number } | { message: string } {
  if (rule.kind === "positive") {
    const number = Number(value);
    return Number.isFinite(number) && number > 0
      ? { value: number }
      : { message: "Expected a positive number" };
  }
  if (typeof value !== "string") return { message: "Expected a string" };
  if (rule.kind === "choice")
    return rule.choices?.includes(value.trim())
      ? { value: value.trim() }
      : { message: `Expected one of: ${rule.choices?.join(", ")}` };
  if (rule.kind === "url" && !URL.canParse(value)) return { message: "Invalid URL" };
  return { value: rule.kind === "string" && rule.fallback === undefined ? value.trim() : value };
}

/** Validates a set of raw values, naming every missing or malformed variable. */
export function parseEnv(source: Record<string, unknown>): EnvResult {
  const values: Record<string, string | number | undefined> = {};
  const missing: string[] = [];
  const invalid: { name: string; message: string }[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const raw = blankAsUnset(source[name]) ?? rule.fallback;
    if (raw === undefined) {
      if (!rule.optional) missing.push(name);
      continue;
    }
    const result = check(rule, raw);
    if ("message" in result) invalid.push({ name, message: result.message });
    else values[name] = result.value;
  }
  if (missing.length || invalid.length) return { success: false, missing, invalid };
  const raw = values as Env & { VITE_MAX_FILE_SIZE_MB?: number };
  const env: Env = {
    ...raw,
    // Spec §9: uploads may be larger in production.
    VITE_MAX_FILE_SIZE_MB: raw.VITE_MAX_FILE_SIZE_MB ?? (raw.VITE_MODE === "production" ? 200 : 50),
    VITE_AUTH_DOMAIN: raw.VITE_AUTH_DOMAIN.replace(/\/+$/, ""),
  };
  return { success: true, env };
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

/**
 * True when visitors may read the library (`VITE_LIBRARY_ACCESS=public`, the default): the card,
 * search, explore and profile pages then render without a session. Settings that do not parse
 * leave the app on its start-up error screen, so the answer there does not matter.
 */
export function isLibraryPublic(): boolean {
  const result = loadEnv();
  return !result.success || result.env.VITE_LIBRARY_ACCESS === "public";
}
