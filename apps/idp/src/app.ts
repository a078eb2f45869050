import path from "node:path";
import formbody from "@fastify/formbody";
import { createDb, pingDb } from "@keen/db";
import { createJobs, type Jobs } from "@keen/jobs";
import { createMailer, type Mailer } from "@keen/mail";
import {
  ProbeQuietLogController,
  poolMetrics,
  registerHealthRoutes,
  registerMetrics,
} from "@keen/server-kit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { IdpConfig } from "./config";
import type { IdpContext } from "./context";
import { registerOutboxRoutes } from "./dev/outbox-routes";
import { registerInteractionRoutes } from "./interactions/routes";
import { idpJobDefinitions } from "./jobs/idp-jobs";
import { startJobs } from "./jobs/start-jobs";
import { registerAssets } from "./lib/assets";
import { managementRoutes } from "./management/routes";
import { loadSigningKeys } from "./oidc/keys";
import { mountProvider } from "./oidc/mount";
import { createProvider } from "./oidc/provider";
import { registerEmailChangeRoutes } from "./self-service/email-change-routes";
import { registerEmailRoutes } from "./self-service/email-routes";
import { registerPasswordRoutes } from "./self-service/password-routes";

/** What tests can hand in instead of building from the config. */
export type IdpDeps = {
  /** A mailer replacing the configured one (`SMTP_URL` or the outbox). */
  mailer?: Mailer;
  /** Work jobs in this process (default: `JOBS_WORK`; tests turn it off and call `app.jobs.runDue()`). */
  runJobs?: boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The events-and-jobs layer (pg-boss) of this process. */
    jobs: Jobs;
  }
}

/**
 * Builds the identity provider: oidc-provider for the protocol endpoints, Fastify routes for
 * our pages, the /api/v2 management subset, health, Prometheus metrics, the dev outbox and the IdP's jobs (e-mail,
 * pruning). Closing the app stops the jobs and closes the database pool.
 */
export async function buildIdpApp(config: IdpConfig, deps: IdpDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    logController: new ProbeQuietLogController(),
    trustProxy: config.trustProxy,
  });
  const db = createDb(config.databaseUrl);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, "outbox"),
      from: config.mailFrom,
    });
  const work = deps.runJobs ?? config.jobs.work;
  const jobs = createJobs({
    databaseUrl: config.databaseUrl,
    definitions: idpJobDefinitions({ db, mailer }),
    log: app.log,
    work,
    // Sending alone needs few connections; sends inside a request use the request's transaction.
    poolMax: work ? 4 : 2,
    instanceName: "idp",
  });
  const ctx: IdpContext = { config, db, jobs, log: app.log };
  const keys = await loadSigningKeys(config);
  const provider = createProvider(ctx, keys);
  const jobsRunner = await startJobs(jobs, app.log);
  app.decorate("jobs", jobs);
  app.addHook("onClose", async () => {
    await jobsRunner.stop();
    await db.$client.end();
  });

  await registerAssets(app);
  // Health answers through the shared routes, with their zod schemas in a scope of their own.
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    registerHealthRoutes(scope.withTypeProvider<ZodTypeProvider>(), {
      service: "idp",
      checks: { database: () => pingDb(db), jobs: jobsRunner.isRunning },
    });
  });
  // Its jobs share the API's database, whose /metrics counts every queue: only the pool here.
  registerMetrics(app, {
    token: config.metricsToken,
    isProduction: config.isProduction,
    collectors: [poolMetrics({ main: db.$client })],
  });
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
    registerEmailChangeRoutes(pages, ctx);
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
