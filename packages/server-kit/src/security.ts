import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { ZodApp } from "./create-app";
import { rateLimited } from "./errors";

export type SecurityOptions = {
  /** The web app's origin: the only one allowed to call us from a browser. */
  appUrl: string;
  /** Requests per minute per client IP (default 300). */
  rateLimitMax?: number;
};

/**
 * Security headers (helmet), CORS for the web app only (bearer tokens, no cookies) and a global
 * per-IP rate limit whose 429 uses the shared error shape.
 */
export async function registerSecurity(app: ZodApp, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    // JSON only: nothing may be framed, scripted or loaded from our responses.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  await app.register(cors, {
    origin: [new URL(options.appUrl).origin],
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "Accept", "X-Request-Id"],
    exposedHeaders: ["X-Request-Id", "Retry-After", "Content-Disposition", "Content-Length"],
    credentials: false,
    maxAge: 600,
  });
  await app.register(rateLimit, {
    max: options.rateLimitMax ?? 300,
    timeWindow: "1 minute",
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      rateLimited(`Too many requests; try again in ${context.after}.`),
  });
}

/**
 * The client a request counts against: its IP (IPv6 by /64 subnet, the plugin's default). A
 * request whose connection closed before its hooks ran has no address any more; it is counted as
 * one shared "gone" client instead of throwing from inside the hook.
 */
export function rateLimitKey(request: { ip: string | undefined }): string {
  return typeof request.ip === "string" ? normalizeIP(request.ip) : "gone";
}
