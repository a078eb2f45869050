import { runServer } from "@keen/server-kit";
import { buildCollabApp } from "./app";
import { loadCollabConfig } from "./config";

const config = loadCollabConfig(process.env);
const app = await buildCollabApp(config);
await runServer(app, {
  host: config.host,
  port: config.port,
  service: "collab",
  drainMs: config.shutdownDrainMs,
});
