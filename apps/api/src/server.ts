import { runServer } from "@keen/server-kit";
import { buildApp } from "./app";
import { loadApiConfig } from "./config";

const config = loadApiConfig(process.env);
const app = await buildApp(config);
await runServer(app, {
  host: config.host,
  port: config.port,
  service: "api",
  drainMs: config.shutdownDrainMs,
});
