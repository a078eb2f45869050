import type { IncomingMessage } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { formatEvent, type LiveHub } from "./live-hub";

/** Browsers reconnect after this many milliseconds when the stream drops (SSE `retry:`). */
const RETRY_MS = 3000;

/**
 * `GET /Events`: the caller's live stream (Server-Sent Events), authenticated by the bearer token
 * like any other call. Sends `event: ready` first, then `event: notification` and
 * `event: message` as they happen on any API process, and a `: heartbeat` comment every 25 s.
 * The stream ends when the token expires, so the client reconnects with a fresh one.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  app.get(
    "/Events",
    {
      schema: {
        tags: ["live"],
        summary: "Live events of the caller (text/event-stream: notification, message)",
        security: bearerAuth,
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(request);
      const expiresAt = typeof request.identity?.exp === "number" ? request.identity.exp * 1000 : undefined;
      reply.hijack();
      const raw = reply.raw;
      const kept = streamHeaders({ ...raw.getHeaders(), ...reply.getHeaders() });
      for (const name of raw.getHeaderNames()) raw.removeHeader(name);
      raw.writeHead(200, {
        ...kept,
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        // Proxies (nginx) must pass events through at once.
        "x-accel-buffering": "no",
      });
      forgetCredentials(request.raw);
      raw.write(`retry: ${RETRY_MS}\n${formatEvent("ready", { userId: member.id })}`);
      let expiry: NodeJS.Timeout | undefined;
      const unsubscribe = hub.subscribe(member.id, {
        write: (chunk) => {
          if (!raw.writableEnded) raw.write(chunk);
        },
        close: () => end(),
      });
      const end = () => {
        unsubscribe();
        if (expiry) clearTimeout(expiry);
        if (!raw.writableEnded) raw.end();
      };
      if (expiresAt !== undefined) {
        expiry = setTimeout(end, Math.max(0, Math.min(expiresAt - Date.now(), 2 ** 31 - 1)));
        expiry.unref();
      }
      request.raw.on("close", end);
    },
  );
};

/**
 * The headers an open stream needs from the ones the plugins prepared (CORS, request id): the
 * security headers of JSON answers mean nothing to an event stream, and every byte of a sent
 * header block stays in memory for as long as the stream is open.
 */
function streamHeaders(prepared: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(prepared)) {
    if (name.startsWith("access-control-") || name === "vary" || name === "x-request-id")
      kept[name] = String(value);
  }
  return kept;
}

/** Drops the bearer token from a long-lived request once it is verified (it is not needed again). */
function forgetCredentials(incoming: IncomingMessage): void {
  delete incoming.headers.authorization;
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === "authorization") raw[i + 1] = "";
  }
}
