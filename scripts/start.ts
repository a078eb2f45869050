/**
 * `npm start` / `npm run dev`: runs the whole product on this machine and stops it cleanly on Ctrl-C.
 * `npm start` runs the built JavaScript (rebuilt first when sources changed); `npm run start:prod`
 * is this file's own bundle (`node dist/start.js`), which needs production dependencies only.
 * See README "Configuration" for the variables it reads and "Production" for the build.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { demoAccounts, demoPassword } from "@keen/db/seed-data";
import { config as loadDotenv } from "dotenv";
import { resolveStackEnv } from "./lib/env";
import { startStack } from "./lib/stack";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
loadDotenv({ path: path.join(root, ".env"), quiet: true });
const mode = process.argv.includes("--dev") ? "dev" : "start";
const log = (line: string) => process.stdout.write(`\x1b[1mkeen  |\x1b[0m ${line}\n`);
const env = resolveStackEnv(process.env, root);

let shuttingDown = false;
// A service or the embedded PostgreSQL that crashes is started again (decision 0039).
const stack = await startStack({ root, env, mode, log }).catch((error: Error) => {
  log(`Could not start: ${error.message}`);
  process.exit(1);
});

async function shutdown(exitCode: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  log("Stopping all services…");
  await stack.stop();
  log("Stopped.");
  process.exit(exitCode);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

const e = stack.env;
const lines = [
  "",
  `KEEN Cards is running (${mode === "dev" ? "TypeScript sources, hot reload" : "built JavaScript"}, NODE_ENV=${e.NODE_ENV}, Node ${process.version}):`,
  `  Web app            ${e.APP_URL}`,
  `  API                ${e.API_URL}   (docs: ${e.API_URL}/docs)`,
  `  Search service     ${e.SEARCH_URL}`,
  `  Co-editing         ${e.COLLAB_URL}`,
  `  Identity provider  ${e.IDP_ISSUER}`,
];
if (e.NODE_ENV !== "production") {
  lines.push(
    `  Outbox (mail)      ${e.IDP_ISSUER}/dev/outbox`,
    "",
    `Demo accounts (password: ${demoPassword}):`,
  );
  for (const a of demoAccounts) lines.push(`  ${a.email.padEnd(22)} ${a.role}`);
}
lines.push("", "Press Ctrl-C to stop.", "");
for (const line of lines) log(line);
