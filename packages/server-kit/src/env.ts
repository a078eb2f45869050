import { envFields } from "@keen/config";
import { z } from "zod";

/** `TRUST_PROXY`: "true"/"false", a hop count, or a comma-separated list of proxy addresses/CIDRs. */
export const trustProxyField = z
  .string()
  .default("false")
  .transform((value): TrustProxy => {
    if (value === "true") return true;
    if (value === "false") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    return value.split(",").map((entry) => entry.trim());
  });

/** Fastify's `trustProxy` setting. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * `SHUTDOWN_DRAIN_MS`: how long a stopping service reports not ready while still serving, before
 * it stops accepting (decision 0039); at least a load balancer's readiness interval.
 */
export const shutdownDrainField = z.coerce.number().int().min(0).max(120_000).optional();

/**
 * `METRICS_TOKEN`: the bearer token a Prometheus scrape of `/metrics` must send (decision 0044); at
 * least 16 characters. Empty reads as unset: `/metrics` is then open outside production, 404 in it.
 */
export const metricsTokenField = z
  .union([z.literal("").transform(() => undefined), z.string().min(16)])
  .optional();

/** The drain: as set, else 5 s in production and 0 elsewhere (`npm start` has no balancer to wait for). */
export function shutdownDrainMsOf(value: number | undefined, nodeEnv: string): number {
  return value ?? (nodeEnv === "production" ? 5_000 : 0);
}

/**
 * Env fields every HTTP service shares (names as in docs/CONVENTIONS.md). Spread into a service's
 * own `z.object({...})` and parse it with `parseEnv`.
 */
export const serverEnvShape = {
  NODE_ENV: envFields.nodeEnv,
  HOST: z.string().min(1).default("127.0.0.1"),
  LOG_LEVEL: envFields.logLevel,
  TRUST_PROXY: trustProxyField,
  DATABASE_URL: z.string().min(1),
  APP_URL: envFields.url.default("http://localhost:3000"),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** `public`: visitors read published cards, profiles and search; `members`: all of it needs sign-in. */
  LIBRARY_ACCESS: z.enum(["public", "members"]).default("public"),
  IDP_ISSUER: envFields.url.default("http://localhost:5100"),
  OIDC_ISSUER: envFields.url.optional(),
  OIDC_AUDIENCE: z.string().min(1).default("urn:keen:api"),
  OIDC_JWKS_URL: envFields.url.optional(),
  SHUTDOWN_DRAIN_MS: shutdownDrainField,
  METRICS_TOKEN: metricsTokenField,
};

type ServerEnv = z.infer<z.ZodObject<typeof serverEnvShape>>;

/** What the shared pieces need, derived from the parsed env (`OIDC_ISSUER` falls back to `IDP_ISSUER`). */
export function toServerConfig(env: ServerEnv) {
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    appUrl: env.APP_URL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    libraryAccess: env.LIBRARY_ACCESS,
    shutdownDrainMs: shutdownDrainMsOf(env.SHUTDOWN_DRAIN_MS, env.NODE_ENV),
    metrics: { token: env.METRICS_TOKEN, isProduction: env.NODE_ENV === "production" },
    oidc: {
      issuer: env.OIDC_ISSUER ?? env.IDP_ISSUER,
      audience: env.OIDC_AUDIENCE,
      jwksUrl: env.OIDC_JWKS_URL,
    },
  };
}

/** The shared part of every service's config. */
export type ServerConfig = ReturnType<typeof toServerConfig>;
