import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readCookie } from "../lib/csrf";

const cookieName = "keen_idp_device";
const oneYear = 365 * 24 * 60 * 60;

const normalize = (email: string) => email.trim().toLowerCase();
const sign = (key: string, email: string) =>
  createHmac("sha256", key)
    .update(`device:${normalize(email)}`)
    .digest("base64url");

/**
 * True when this browser signed in to `email` before: its device cookie carries the account's
 * mark, signed with one of the IdP's cookie keys. Such a browser is not slowed by what other
 * people at its address get wrong (OWASP's "device cookies" against password spraying).
 */
export function isKnownDevice(request: FastifyRequest, email: string, cookieKeys: string[]): boolean {
  const presented = readCookie(request, cookieName);
  if (!presented) return false;
  const given = Buffer.from(presented);
  return cookieKeys.some((key) => {
    const expected = Buffer.from(sign(key, email));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** Marks this browser as known to `email` (after a correct password), for a year. */
export function rememberDevice(
  reply: FastifyReply,
  email: string,
  cookieKeys: string[],
  isSecure: boolean,
): void {
  const [key] = cookieKeys;
  if (!key) return;
  const secure = isSecure ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${cookieName}=${sign(key, email)}; Path=/interaction; Max-Age=${oneYear}; HttpOnly; SameSite=Lax${secure}`,
  );
}
