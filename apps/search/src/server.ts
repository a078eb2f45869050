import { runServer } from "@keen/server-kit";
import { buildSearchApp } from "./app";
import { loadSearchConfig } from "./config";

const config = loadSearchConfig(process.env);
const app = await buildSearchApp(config);
await runServer(app, {
  host: config.host,
  port: config.port,
  service: "search",
  drainMs: config.shutdownDrainMs,
});
