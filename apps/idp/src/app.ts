import path from "node:path";
import formbody from "@fastify/formbody";
import { createDb } from "@keen/db";
import { createMailer } from "@keen/mail";
import Fastify, { type FastifyInstance } from "fastify";
import type { IdpConfig } from "./config";
import type { IdpContext } from "./context";
import { registerOutboxRoutes } from "./dev/outbox-routes";
import { registerHealthRoutes } from "./health";
import { registerInteractionRoutes } from "./interactions/routes";
import { registerAssets } from "./lib/assets";
import { managementRoutes } from "./management/routes";
import { pruneExpiredModels } from "./oidc/adapter";
import { loadSigningKeys } from "./oidc/keys";
import { mountProvider } from "./oidc/mount";
import { createProvider } from "./oidc/provider";
import { registerEmailRoutes } from "./self-service/email-routes";
import { registerPasswordRoutes } from "./self-service/password-routes";

const pruneEveryMs = 10 * 60 * 1000;

/**
 * Builds the identity provider: oidc-provider for the protocol endpoints, Fastify routes for
 * our pages, the /api/v2 management subset, health and the dev outbox. Closing the app closes
 * the database pool.
 */
export async function buildIdpApp(config: IdpConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  const db = createDb(config.databaseUrl);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, "outbox"),
    from: config.mailFrom,
  });
  const ctx: IdpContext = { config, db, mailer, log: app.log };
  const keys = await loadSigningKeys(config);
  const provider = createProvider(ctx, keys);

  const pruner = setInterval(() => {
    pruneExpiredModels(db).catch((err) => app.log.warn({ err }, "pruning expired oidc models failed"));
  }, pruneEveryMs);
  pruner.unref();
  app.addHook("onClose", async () => {
    clearInterval(pruner);
    await db.$client.end();
  });

  await registerAssets(app);
  registerHealthRoutes(app, db);
  registerOutboxRoutes(app, config);
  await app.register(async (pages) => {
    await pages.register(formbody);
    pages.addHook("onSend", async (_request, reply) => {
      reply.header("content-security-policy", pagePolicy);
      reply.header("x-frame-options", "DENY");
      reply.header("referrer-policy", "no-referrer");
      reply.header("x-content-type-options", "nosniff");
      reply.header("cache-control", "no-store");
    });
    registerInteractionRoutes(pages, { ctx, provider });
    registerPasswordRoutes(pages, ctx);
    registerEmailRoutes(pages, ctx);
  });
  await app.register(managementRoutes, { prefix: "/api/v2", ctx, keys });
  await app.register(mountProvider, { provider });
  return app;
}

const pagePolicy = [
  "default-src 'self'",
  "img-src 'self' data:",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join("; ");
