import { ConfigError } from "@keen/config";
import { runServer } from "@keen/server-kit";
import { buildIdpApp } from "./app";
import { loadIdpConfig } from "./config";

/** Starts the identity provider on HOST:IDP_PORT and stops it cleanly on SIGTERM/SIGINT. */
try {
  const config = loadIdpConfig(process.env);
  const app = await buildIdpApp(config);
  await runServer(app, {
    host: config.host,
    port: config.port,
    service: "idp",
    drainMs: config.shutdownDrainMs,
  });
  app.log.info(`identity provider ready at ${config.issuer} (listening on ${config.host}:${config.port})`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
