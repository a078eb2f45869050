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
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        // Proxies (nginx) must pass events through at once.
        "x-accel-buffering": "no",
      });
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
