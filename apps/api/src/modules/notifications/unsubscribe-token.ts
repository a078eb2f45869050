import { createHmac, timingSafeEqual } from "node:crypto";
import { type NotificationType, NotificationTypeSchema } from "@keen/contracts";

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `keen-unsubscribe:${secret}`).update(payload).digest("base64url");

/**
 * A token for the unsubscribe link of an e-mail: the member and the type, signed, so the link
 * works without signing in and cannot be forged for someone else. It does not expire (a link in
 * an old e-mail must still work).
 */
export function createUnsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  const payload = Buffer.from(`${userId}:${type}`).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The member and type of a valid token, or null. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; type: NotificationType } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, type] = Buffer.from(payload, "base64url").toString("utf8").split(":");
  const parsed = NotificationTypeSchema.safeParse(type);
  if (!userId || !parsed.success) return null;
  return { userId, type: parsed.data };
}
