import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { envFields, parseEnv } from "@keen/config";
import { metricsTokenField, trustProxyField } from "@keen/server-kit/env";
import { registerMetrics } from "@keen/server-kit/metrics";
import { ProbeQuietLogController } from "@keen/server-kit/probe-logging";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { z } from "zod";
import { createCardPreviewLoader, injectPreview } from "./card-preview";
import { renderCardStructuredData } from "./card-structured-data";
import {
  createEarlyCardPage,
  createPageShells,
  createRoutePreloads,
  createStylesheetInliner,
  earlyApiPaths,
  earlyRequestScript,
  earlyVisitorApiPaths,
  injectPreloads,
} from "./early-load";
import { renderRobots } from "./robots";
import { inlineRuntimeConfig, renderRuntimeConfig } from "./runtime-config";
import { registerSecurityHeaders } from "./security-headers";
import { createSitemapLoader, renderSitemap } from "./sitemap";

const defaultDistDir = fileURLToPath(new URL("../dist", import.meta.url));

const WebServerEnvSchema = z.object({
  WEB_PORT: envFields.port(3000),
  HOST: z.string().default("127.0.0.1"),
  API_URL: z.url().default("http://localhost:5000"),
  /** Public addresses, for absolute links in card previews (the request's host when unset). */
  VITE_APP_URL: z.url().optional(),
  VITE_API_URL: z.url().optional(),
  /** `members`: the library is behind sign-in, so crawlers are kept from it (robots, sitemap, JSON-LD). */
  VITE_LIBRARY_ACCESS: z.enum(["public", "members"]).default("public"),
  LOG_LEVEL: envFields.logLevel,
  /** Trust `X-Forwarded-*` from a load balancer (so HSTS is sent when it received https). */
  TRUST_PROXY: trustProxyField,
  NODE_ENV: envFields.nodeEnv,
  /** The bearer token of Prometheus scrapes of `/metrics` (decision 0044). */
  METRICS_TOKEN: metricsTokenField,
});

/** Hashed assets never change; index.html must be revalidated so a deploy takes effect at once. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return filePath.endsWith("index.html") ? "no-cache" : "public, max-age=300";
}

/**
 * Serves the production build of the web app: hashed assets cached for a year, `index.html` for
 * every app route (the router decides) with the public runtime settings inline (and, for the home
 * page, the markup the build prerendered for visitors), and the same settings at `/config.js`.
 */
export async function buildWebServer(
  env: Record<string, string | undefined> = process.env,
  distDir = defaultDistDir,
) {
  const config = parseEnv(WebServerEnvSchema, env);
  if (!existsSync(path.join(distDir, "index.html"))) {
    throw new Error("apps/web/dist is missing: run `npm run build` first (npm start does it for you).");
  }
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    logController: new ProbeQuietLogController(),
    trustProxy: config.TRUST_PROXY,
  });
  const runtimeConfig = renderRuntimeConfig(env);
  const startedAt = Date.now();

  // Before compression, which turns a page into a stream: the page's policy hashes its scripts.
  registerSecurityHeaders(app, env);

  await app.register(compress, { global: true });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header("Cache-Control", cacheControlFor(filePath));
    },
  });

  // Request timings and process metrics; the web server holds no pool, queue or stream of its own.
  registerMetrics(app, { token: config.METRICS_TOKEN, isProduction: config.NODE_ENV === "production" });
  app.get("/config.js", (_req, reply) =>
    reply.header("Cache-Control", "no-store").type("text/javascript; charset=utf-8").send(runtimeConfig),
  );
  app.get("/health", () => ({
    status: "ok",
    service: "web",
    uptimeSeconds: (Date.now() - startedAt) / 1000,
  }));
  app.get("/ready", async (_req, reply) => {
    const api = await fetch(new URL("/health", config.API_URL), { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    const checks = { build: "ok", api: api ? "ok" : "failing" } as const;
    return reply
      .status(api ? 200 : 503)
      .send({ status: api ? "ready" : "unavailable", service: "web", checks });
  });
  // A card's page carries its link preview (Open Graph, Twitter card) and, for search engines, its
  // canonical address and JSON-LD when the card is published,
  // and its heading for its reader's browser to paint before the app arrives.
  const indexHtml = inlineRuntimeConfig(
    readFileSync(path.join(distDir, "index.html"), "utf8"),
    runtimeConfig,
  );
  const isLibraryPublic = config.VITE_LIBRARY_ACCESS === "public";
  const routePreloads = createRoutePreloads(distDir, { isLibraryPublic });
  const inlineStylesheet = createStylesheetInliner(distDir);
  const shellFor = createPageShells(distDir, indexHtml, inlineStylesheet);
  // A published card's page paints before the app too: its stylesheet comes in the page, put in once.
  const earlyCardShell = inlineStylesheet(indexHtml);
  const pageFor = (req: FastifyRequest, shell?: string) => {
    const pathname = req.url.split("?")[0] ?? "";
    const early = earlyRequestScript(earlyApiPaths(req.url), earlyVisitorApiPaths(req.url, isLibraryPublic));
    const head = early + routePreloads(pathname);
    return injectPreloads(shell ?? shellFor(pathname), head);
  };
  const withEarlyCardPage = createEarlyCardPage(distDir, { isLibraryPublic });
  const loadCardPreview = createCardPreviewLoader({
    apiUrl: config.API_URL,
    publicApiUrl: config.VITE_API_URL,
  });
  const originOf = (req: FastifyRequest) => config.VITE_APP_URL ?? `${req.protocol}://${req.host}`;
  const sendCardPage = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const preview = await loadCardPreview(req.params.id);
    reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8");
    if (!preview) return reply.send(pageFor(req));
    const url = new URL(`/card/${encodeURIComponent(req.params.id)}`, originOf(req)).toString();
    // Search engines learn what the card is only where visitors may read it.
    const structuredData = isLibraryPublic ? renderCardStructuredData(preview, url) : "";
    const page = injectPreview(pageFor(req, earlyCardShell), preview, url, structuredData);
    return reply.send(withEarlyCardPage(page, preview, req.url));
  };
  const loadSitemapEntries = createSitemapLoader({ apiUrl: config.API_URL, includeCards: isLibraryPublic });
  app.get("/sitemap.xml", async (req, reply) => {
    const entries = await loadSitemapEntries();
    if (!entries) return reply.status(503).header("Retry-After", "60").send({ message: "Try again soon" });
    return reply
      .header("Cache-Control", "public, max-age=600")
      .type("application/xml; charset=utf-8")
      .send(renderSitemap(entries, originOf(req)));
  });
  app.get("/robots.txt", (req, reply) =>
    reply
      .header("Cache-Control", "public, max-age=3600")
      .type("text/plain; charset=utf-8")
      .send(renderRobots(originOf(req), { isLibraryPublic })),
  );
  app.get("/card/:id", sendCardPage);
  app.get("/card/:id/*", sendCardPage);
  // Every other GET is an app route: hand it index.html and let the client router decide. A route
  // rather than the not-found handler, so the page is compressed like every other response.
  app.get("/*", (req, reply) => {
    // A build's file that is not there (an old page asking for a chunk a deploy replaced) is missing, not a page.
    if (req.url.startsWith("/assets/")) return reply.status(404).send({ message: "Not found" });
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(pageFor(req));
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: "Not found" }));
  return { app, config };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { app, config } = await buildWebServer();
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
  await app.listen({ port: config.WEB_PORT, host: config.HOST });
}
