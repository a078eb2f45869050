/**
 * `npm run build`: the production build of everything `npm run start:prod` runs — the web app
 * (Vite, into apps/web/dist) and the Node processes (esbuild, into dist/; see
 * scripts/lib/service-build.ts). Needs the dev dependencies; the result runs without them.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServices } from "./lib/service-build";
import { buildWeb } from "./lib/web-build";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = (line: string) => process.stdout.write(`${line}\n`);
const started = Date.now();
log("Building the web app (apps/web/dist)…");
buildWeb(root, { ...process.env });
log("Building the services (dist/)…");
await buildServices(root);
log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
