import type { FastifyInstance } from "fastify";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens on `host:port` and shuts down gracefully on SIGTERM/SIGINT: stop accepting connections,
 * let in-flight requests finish (Fastify answers 503 to new ones meanwhile), run `onClose` hooks
 * (which close the database pool), then exit. A stuck shutdown is cut off after 10 s.
 */
export async function runServer(
  app: FastifyInstance,
  options: { host: string; port: number },
): Promise<void> {
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
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
