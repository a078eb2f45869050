import type { FastifyInstance } from "fastify";
import { prepareGracefulShutdown } from "./graceful-shutdown";

/** How long closing (after the drain) may take before the process exits anyway. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Listens on `host:port` and shuts down gracefully on SIGTERM/SIGINT (`prepareGracefulShutdown`):
 * report not ready and drain for `drainMs`, stop accepting, let in-flight requests finish, end
 * live streams, run `onClose` hooks (which close the database pool), then exit. A stuck shutdown
 * is cut off 10 s after the drain.
 */
export async function runServer(
  app: FastifyInstance,
  options: { host: string; port: number; service: string; drainMs?: number },
): Promise<void> {
  const drainMs = options.drainMs ?? 0;
  const graceful = prepareGracefulShutdown(app, { service: options.service, drainMs });
  const shutdown = async (signal: string) => {
    if (graceful.isDraining()) return;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, drainMs + CLOSE_GRACE_MS).unref();
    try {
      await graceful.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    app.log.fatal({ err: error }, "could not start listening");
    process.exit(1);
  }
}
