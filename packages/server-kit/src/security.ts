import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { ZodApp } from "./create-app";
import { rateLimited } from "./errors";

export type SecurityOptions = {
  /** The web app's origin: the only one allowed to call us from a browser. */
  appUrl: string;
  /** Requests per minute per member, or per client address when anonymous (default 300). */
  rateLimitMax?: number;
};

/**
 * Security headers (helmet), CORS for the web app only (bearer tokens, no cookies) and a global
 * rate limit (per member, or per address when anonymous) whose 429 uses the shared error shape.
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
    keyGenerator: rateLimitKeyFor,
    errorResponseBuilder: (_request, context) =>
      rateLimited(`Too many requests; try again in ${context.after}.`),
  });
}

/**
 * The key a request counts against: `member:<sub>` for a signed-in request, else its address. A
 * department behind one NAT address is many people, each with their own budget. The limit runs
 * as a route hook, after the auth hook has verified the token; a request with a bad token has no
 * identity, so it counts against its address before its 401 (see `authPlugin`).
 */
export function rateLimitKeyFor(request: {
  ip: string | undefined;
  identity?: { sub: string } | null;
}): string {
  return request.identity ? `member:${request.identity.sub}` : rateLimitKey(request);
}

/**
 * The client a request counts against: its IP (IPv6 by /64 subnet, the plugin's default). A
 * request whose connection closed before its hooks ran has no address any more; it is counted as
 * one shared "gone" client instead of throwing from inside the hook.
 */
export function rateLimitKey(request: { ip: string | undefined }): string {
  return typeof request.ip === "string" ? normalizeIP(request.ip) : "gone";
}
