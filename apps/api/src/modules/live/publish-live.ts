import type { LiveEventName } from "@keen/contracts";
import { sql } from "drizzle-orm";

/** The PostgreSQL channel that carries live events between API processes. */
export const LIVE_CHANNEL = "keen_live";

/** NOTIFY payloads must stay under 8,000 bytes; leave room for the envelope. */
const MAX_PAYLOAD_BYTES = 7800;

/** What travels on the channel: recipients, the SSE event name and its JSON data. */
export type LiveEnvelope = { userIds: string[]; event: LiveEventName; data: unknown };

/** Anything with drizzle's `execute` (a transaction, or the database). */
export type SqlExecutor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/**
 * Sends a live event to the members' open `/Events` streams on every API process. Called inside
 * the transaction of the change, NOTIFY is delivered only when it commits (and never when it rolls
 * back). `fallback` is sent instead of `data` when `data` is too large for one notification.
 */
export async function publishLive(
  tx: SqlExecutor,
  envelope: LiveEnvelope & { fallback?: unknown },
): Promise<void> {
  const { fallback, ...message } = envelope;
  if (message.userIds.length === 0) return;
  for (const payload of splitEnvelope(message, fallback)) {
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }
}

/** The envelope as one or more payloads that each fit a notification. */
export function splitEnvelope(envelope: LiveEnvelope, fallback?: unknown): string[] {
  const whole = JSON.stringify(envelope);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return [whole];
  const data =
    Buffer.byteLength(JSON.stringify(envelope.data)) > MAX_PAYLOAD_BYTES / 2 ? fallback : envelope.data;
  if (data === undefined) throw new Error(`Live "${envelope.event}" event is too large and has no fallback.`);
  const dataBytes = Buffer.byteLength(JSON.stringify(data));
  // A UUID and its quotes and comma take 39 bytes.
  const perPayload = Math.max(1, Math.floor((MAX_PAYLOAD_BYTES - dataBytes - 100) / 39));
  const payloads: string[] = [];
  for (let i = 0; i < envelope.userIds.length; i += perPayload) {
    payloads.push(JSON.stringify({ ...envelope, userIds: envelope.userIds.slice(i, i + perPayload), data }));
  }
  return payloads;
}
