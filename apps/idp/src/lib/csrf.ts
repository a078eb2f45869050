import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

const cookieName = "keen_idp_csrf";

/**
 * Double-submit CSRF protection for forms no oidc interaction cookie protects: a random token in
 * a SameSite=Strict cookie that each form repeats in a hidden `_csrf` field.
 */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply, isSecure: boolean): string {
  const existing = readCookie(request, cookieName);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString("base64url");
  const secure = isSecure ? "; Secure" : "";
  reply.header("set-cookie", `${cookieName}=${token}; Path=/; HttpOnly; SameSite=Strict${secure}`);
  return token;
}

/** True when the form's `_csrf` field repeats the cookie's token. */
export function hasValidCsrf(request: FastifyRequest, submitted: unknown): boolean {
  const expected = readCookie(request, cookieName);
  if (!expected || typeof submitted !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads one cookie from the request's Cookie header. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name)
      return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
