import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { StackEnv } from "./env";
import { bin } from "./processes";

/** Newest modification time of any file under the given paths. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== "node_modules") visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

/** True when `apps/web/dist` is missing or older than a source file of the web app. */
export function webIsStale(root: string): boolean {
  const web = path.join(root, "apps", "web");
  const built = path.join(web, "dist", "index.html");
  const sources = ["src", "public", "index.html", "vite.config.ts"].map((p) => path.join(web, p));
  sources.push(path.join(root, "packages", "contracts", "src"));
  return !existsSync(built) || statSync(built).mtimeMs < newestMtime(sources);
}

/**
 * Builds the web app for production into `apps/web/dist` (Vite; a dev dependency): the browser
 * build, then a server-side build of src/prerender/visitor-page.tsx (into `apps/web/.prerender`)
 * that renders the visitor's home page into `dist/prerendered/` (apps/web/server/prerender.ts).
 */
export function buildWeb(root: string, env: StackEnv): void {
  const web = path.join(root, "apps", "web");
  const run = (command: string, args: string[], what: string) => {
    const result = spawnSync(bin(root, command), args, {
      cwd: web,
      env: { ...env, NODE_ENV: "production" } as NodeJS.ProcessEnv,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error(`${what} failed (see the output above).`);
  };
  run("vite", ["build", "--logLevel", "warn"], "The web app build");
  run(
    "vite",
    [
      "build",
      "--ssr",
      "src/prerender/visitor-page.tsx",
      "--outDir",
      ".prerender",
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    "The web app's prerender build",
  );
  run("tsx", ["server/prerender.ts"], "Prerendering the home page");
}
