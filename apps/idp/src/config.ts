import { ConfigError, defaultPorts, envFields, parseEnv } from "@keen/config";
import { randomSecret } from "@keen/config/dev-secrets";
import { metricsTokenField, shutdownDrainField, shutdownDrainMsOf } from "@keen/server-kit/env";
import { z } from "zod";

const IdpEnvSchema = z.object({
  NODE_ENV: envFields.nodeEnv,
  DATABASE_URL: z.string().min(1),
  DATA_DIR: z.string().default("./data"),
  HOST: z.string().default("127.0.0.1"),
  IDP_PORT: envFields.port(defaultPorts.idp),
  APP_URL: envFields.url.default(`http://localhost:${defaultPorts.web}`),
  IDP_ISSUER: envFields.url.default(`http://localhost:${defaultPorts.idp}`),
  OIDC_AUDIENCE: z.string().min(1).default("urn:keen:api"),
  OIDC_CLIENT_ID: z.string().min(1).default("keen-web"),
  IDP_COOKIE_KEYS: z.string().optional(),
  IDP_JWKS: z.string().optional(),
  IDP_TRUST_PROXY: z.enum(["true", "false"]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("KEEN Cards <no-reply@keen.local>"),
  SUPPORT_EMAIL: z.string().default("community@keen.local"),
  /** Run job workers and schedules in this process (`false`: only send jobs; another process works them). */
  JOBS_WORK: z.enum(["true", "false"]).default("true"),
  LOG_LEVEL: envFields.logLevel,
  SHUTDOWN_DRAIN_MS: shutdownDrainField,
  METRICS_TOKEN: metricsTokenField,
});

/** Settings of the identity provider, parsed once at start-up. */
export type IdpConfig = {
  isProduction: boolean;
  databaseUrl: string;
  dataDir: string;
  host: string;
  port: number;
  appUrl: string;
  issuer: string;
  audience: string;
  clientId: string;
  cookieKeys: string[];
  jwks?: string;
  trustProxy: boolean;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  /** Whether this process works jobs (mail, pruning) or only sends them. */
  jobs: { work: boolean };
  logLevel: z.infer<typeof envFields.logLevel>;
  /** How long a stopping IdP reports not ready while still serving (decision 0039). */
  shutdownDrainMs: number;
  /** `METRICS_TOKEN`: the bearer token of Prometheus scrapes of `/metrics` (decision 0044). */
  metricsToken?: string;
};

// `npm start` sets the stack's own (decision 0038); an IdP started alone in development signs its
// cookies with a random key nobody can derive (its sessions then end when it stops).
const devCookieKeys = [randomSecret()];

/** Reads the IdP settings from `env`; throws a ConfigError listing every missing or invalid variable. */
export function loadIdpConfig(env: Record<string, string | undefined>): IdpConfig {
  const parsed = parseWithProductionSecrets(env);
  const isProduction = parsed.NODE_ENV === "production";
  const cookieKeys = parsed.IDP_COOKIE_KEYS?.split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  return {
    isProduction,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    host: parsed.HOST,
    port: parsed.IDP_PORT,
    appUrl: stripSlash(parsed.APP_URL),
    issuer: stripSlash(parsed.IDP_ISSUER),
    audience: parsed.OIDC_AUDIENCE,
    clientId: parsed.OIDC_CLIENT_ID,
    cookieKeys: cookieKeys?.length ? cookieKeys : devCookieKeys,
    jwks: parsed.IDP_JWKS,
    // Behind a load balancer in production by default, so X-Forwarded-* set the client IP and scheme.
    trustProxy: parsed.IDP_TRUST_PROXY ? parsed.IDP_TRUST_PROXY === "true" : isProduction,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL,
    jobs: { work: parsed.JOBS_WORK === "true" },
    logLevel: parsed.LOG_LEVEL,
    shutdownDrainMs: shutdownDrainMsOf(parsed.SHUTDOWN_DRAIN_MS, parsed.NODE_ENV),
    metricsToken: parsed.METRICS_TOKEN,
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** parseEnv plus the secrets production must not default, reported together with the rest. */
function parseWithProductionSecrets(env: Record<string, string | undefined>) {
  const secrets = ["IDP_COOKIE_KEYS", "IDP_JWKS"];
  const missingSecrets = env.NODE_ENV === "production" ? secrets.filter((key) => !env[key]) : [];
  let parsed: z.infer<typeof IdpEnvSchema>;
  try {
    parsed = parseEnv(IdpEnvSchema, env);
  } catch (error) {
    if (!(error instanceof ConfigError) || missingSecrets.length === 0) throw error;
    const [first = "", ...rest] = error.problems;
    throw new ConfigError(
      first.startsWith("missing variables: ")
        ? [`${first}, ${missingSecrets.join(", ")}`, ...rest]
        : [`missing variables: ${missingSecrets.join(", ")}`, first, ...rest],
    );
  }
  if (missingSecrets.length) throw new ConfigError([`missing variables: ${missingSecrets.join(", ")}`]);
  return parsed;
}
