import { ConfigError } from "@keen/config";
import { buildIdpApp } from "./app";
import { loadIdpConfig } from "./config";

/** Starts the identity provider on HOST:IDP_PORT and stops it cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadIdpConfig(process.env);
  const app = await buildIdpApp(config);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`identity provider ready at ${config.issuer} (listening on ${config.host}:${config.port})`);
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, closing`);
    app
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
