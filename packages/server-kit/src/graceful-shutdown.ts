import type { ReadyResponse } from "@keen/contracts";
import type { FastifyInstance } from "fastify";

export type GracefulShutdownOptions = {
  /** The service's name in the `/ready` answer. */
  service: string;
  /**
   * How long the service keeps serving after it reports not ready, so a load balancer polling
   * `/ready` stops sending it requests before it stops accepting them (`SHUTDOWN_DRAIN_MS`).
   */
  drainMs: number;
};

export type GracefulShutdown = {
  /** Drains, then closes the app; a second call waits for the first. */
  shutdown(): Promise<void>;
  isDraining(): boolean;
};

/**
 * Prepares a service to stop without failing a request (decision 0039). `shutdown()`:
 * 1. reports not ready (`GET /ready` → 503) and answers everything with `Connection: close`, so
 *    balancers and keep-alive clients move their traffic elsewhere, for `drainMs`;
 * 2. closes the app: the listener stops accepting, idle connections close, requests in flight
 *    finish (one arriving on a busy keep-alive connection meanwhile gets Fastify's 503 with
 *    `Connection: close`), `preClose` hooks end live streams (SSE, co-editing) so their clients
 *    reconnect to another instance, and `onClose` hooks end the database pools last.
 * Call before `listen`.
 */
export function prepareGracefulShutdown(
  app: FastifyInstance,
  options: GracefulShutdownOptions,
): GracefulShutdown {
  let isDraining = false;
  let closing: Promise<void> | undefined;

  // Set as the answer leaves, so a request that arrived before the drain also lets go of its
  // keep-alive connection (the listener's close only ends connections idle at that moment).
  app.addHook("onSend", async (_request, reply, payload) => {
    if (isDraining) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!isDraining) return;
    if (request.method === "GET" && request.url.split("?")[0] === "/ready") {
      const body: ReadyResponse = {
        status: "unavailable",
        service: options.service,
        checks: { shuttingDown: "failing" },
      };
      reply.header("cache-control", "no-store");
      return reply.status(503).send(body);
    }
  });

  const drainThenClose = async () => {
    isDraining = true;
    app.log.info({ drainMs: options.drainMs }, "shutting down: reporting not ready, draining");
    if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
    await app.close();
  };

  return {
    shutdown() {
      closing ??= drainThenClose();
      return closing;
    },
    isDraining: () => isDraining,
  };
}
