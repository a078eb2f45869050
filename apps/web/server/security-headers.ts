import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** The settings a page's policy is made from: where the app connects, and the optional services. */
export type PagePolicyEnv = Record<string, string | undefined>;

/** A configured key that stands for "not configured" (local runs, scripts/lib/env.ts). */
const placeholderKeys = new Set(["", "local-development"]);

/** `https://host:port` of `url`, or nothing when it is not an absolute http(s)/ws(s) address. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return ["http:", "https:", "ws:", "wss:"].includes(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function isConfigured(key: string | undefined): key is string {
  return key !== undefined && !placeholderKeys.has(key.trim());
}

/** Where Application Insights sends telemetry: the connection string's ingestion endpoint, or its default. */
function telemetryOrigins(env: PagePolicyEnv): string[] {
  const key = env.VITE_INSTRUMENTATION_KEY;
  if (!isConfigured(key)) return [];
  const ingestion = /IngestionEndpoint=([^;]+)/i.exec(key)?.[1];
  return [
    originOf(ingestion) ?? "https://dc.services.visualstudio.com",
    originOf(env.VITE_TELEMETRY_ENDPOINT),
  ].filter((origin): origin is string => Boolean(origin));
}

/**
 * The sources the browser app reaches besides its own origin, from the configuration: the API (its
 * JSON, live channel and signed file URLs), search, the co-editing servers (`COLLAB_URL`, ws:) and
 * the identity provider (OIDC discovery, tokens, sign-in form); Mixpanel, Application Insights and
 * the Maps embed only when their keys are real (decision 0038).
 */
export function pagePolicySources(env: PagePolicyEnv) {
  const api = originOf(env.VITE_API_URL ?? env.API_URL);
  const idp = originOf(env.VITE_AUTH_DOMAIN);
  const collab = (env.COLLAB_URL ?? "").split(",").map(originOf);
  // The API's live channel runs over WebSocket on the API's own address.
  const apiSocket = api?.replace(/^http/, "ws");
  const analytics = isConfigured(env.VITE_ANALYTICS_KEY) ? ["https://api-js.mixpanel.com"] : [];
  const connect = [api, apiSocket, originOf(env.VITE_SEARCH_URL), idp, ...collab];
  return {
    connect: unique([...connect, ...analytics, ...telemetryOrigins(env)]),
    images: unique([api]),
    forms: unique([idp]),
    frames: isConfigured(env.VITE_MAPS_KEY) ? ["https://www.google.com"] : [],
  };
}

function unique(origins: (string | undefined)[]): string[] {
  return [...new Set(origins.filter((origin): origin is string => Boolean(origin)))];
}

/** The inline `<script>` elements the server writes have no attributes; JSON-LD and modules do. */
const inlineScript = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP hashes (`'sha256-…'`) of the page's inline scripts: the runtime settings and the early-load
 * scripts (early-load/README.md). Every text a page takes from a card or the request is escaped
 * (`<` never reaches it raw), so these are the server's own scripts and only they may run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, code] of html.matchAll(inlineScript)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(code ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of an app page: scripts from the app's origin and the page's own
 * inline ones by hash; styles from the app's origin and inline (the libraries insert `<style>`
 * elements and style attributes at run time, see decision 0038); connections only to the configured
 * services; no plugins, no framing, no foreign `<base>`, forms only to the app and the IdP.
 */
export function contentSecurityPolicy(
  sources: ReturnType<typeof pagePolicySources>,
  scriptHashes: readonly string[],
): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...sources.images],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...sources.connect],
    ["frame-src", ...(sources.frames.length ? sources.frames : ["'none'"])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["media-src", "'self'", ...sources.images],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...sources.forms],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** What no page may do: camera, microphone, location, payment, USB and the like. */
export const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "interest-cohort=()",
].join(", ");

/**
 * Headers on every response of the web server: no sniffing, no framing (X-Frame-Options for old
 * browsers beside `frame-ancestors`), a referrer and a permissions policy, and HSTS when the request
 * came over https (the proxy's `X-Forwarded-Proto` when `TRUST_PROXY` trusts it). An HTML page gets
 * its Content-Security-Policy with the hashes of its own inline scripts; everything else the
 * strictest one.
 */
export function registerSecurityHeaders(app: FastifyInstance, env: PagePolicyEnv): void {
  const sources = pagePolicySources(env);
  const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", permissionsPolicy);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    const type = String(reply.getHeader("content-type") ?? "");
    const isPage = type.startsWith("text/html") && typeof payload === "string";
    reply.header(
      "content-security-policy",
      isPage ? contentSecurityPolicy(sources, inlineScriptHashes(payload)) : nonPagePolicy,
    );
    return payload;
  });
}
