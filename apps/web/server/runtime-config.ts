import type { Plugin } from "vite";

/** Names of the variables the browser app receives at run time (spec §5), read from the server's env. */
export const publicEnvNames = [
  "VITE_API_URL",
  "VITE_SEARCH_URL",
  "VITE_APP_URL",
  "VITE_AUTH_DOMAIN",
  "VITE_AUTH_CLIENT_ID",
  "VITE_AUTH_REDIRECT_URI",
  "VITE_AUTH_AUDIENCE",
  "VITE_ANALYTICS_KEY",
  "VITE_INSTRUMENTATION_KEY",
  "VITE_TIPTAP_APP_ID",
  "VITE_MAX_FILE_SIZE_MB",
  "VITE_MAPS_KEY",
  "VITE_MODE",
  "VITE_SUPPORT_EMAIL",
  "VITE_TELEMETRY_ENDPOINT",
  "VITE_EXTERNAL_LINKS",
  "VITE_LIBRARY_ACCESS",
] as const;

/**
 * The script served at `/config.js`: the public settings as `window.__KEEN_CONFIG__`, so one build
 * runs in every environment. Only the listed names are ever exposed.
 */
export function renderRuntimeConfig(env: Record<string, string | undefined>): string {
  const values = Object.fromEntries(
    publicEnvNames.filter((n) => env[n] !== undefined).map((n) => [n, env[n]]),
  );
  return `window.__KEEN_CONFIG__ = ${JSON.stringify(values).replace(/</g, "\\u003c")};\n`;
}

/**
 * The page with its `<script src="/config.js">` replaced by the same script inline: a first visit
 * then waits for one render-blocking request fewer (Lighthouse, issue 12). `renderRuntimeConfig`
 * escapes `<`, so a value cannot close the script element.
 */
export function inlineRuntimeConfig(html: string, script: string): string {
  return html.replace(/<script src="\/config\.js"><\/script>/, () => `<script>${script.trim()}</script>`);
}

/** Serves `/config.js` (and JSON `/health`, `/ready`) from the dev server while developing. */
export function runtimeConfigPlugin(): Plugin {
  const startedAt = Date.now();
  return {
    name: "keen-runtime-config",
    configureServer(server) {
      const sendJson = (res: import("node:http").ServerResponse, body: unknown) => {
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(JSON.stringify(body));
      };
      server.middlewares.use("/health", (_req, res) =>
        sendJson(res, { status: "ok", service: "web", uptimeSeconds: (Date.now() - startedAt) / 1000 }),
      );
      server.middlewares.use("/ready", (_req, res) =>
        sendJson(res, { status: "ready", service: "web", checks: { devServer: "ok" } }),
      );
      server.middlewares.use("/config.js", (_req, res) => {
        res.setHeader("Content-Type", "text/javascript; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.end(renderRuntimeConfig(process.env));
      });
    },
  };
}
