import { createDb, type Database, pingDb, serviceConnectionTimeoutMs } from "@keen/db";
import { createJobs, type Jobs } from "@keen/jobs";
import { createMailer, type Mailer } from "@keen/mail";
import {
  createBaseApp,
  createOidcClient,
  registerHealthRoutes,
  registerSecurity,
  type ZodApp,
} from "@keen/server-kit";
import type { JWTVerifyGetKey } from "jose";
import { apiJobDefinitions } from "./app-jobs";
import { registerApiMetrics } from "./app-metrics";
import type { ApiConfig } from "./config";
import { type BlobStore, createBlobStore } from "./lib/blob-store";
import { type BlobUrl, createFileUrlSigner } from "./lib/file-url";
import { createIdpManagementClient } from "./lib/idp-management";
import { accountDeletionRoutes } from "./modules/account-deletion";
import { adminRoutes } from "./modules/admin";
import { auditRoutes } from "./modules/audit";
import { bookmarksRoutes } from "./modules/bookmarks";
import { cardFileBlobReader, cardFilesRoutes } from "./modules/card-files";
import { cardsRoutes } from "./modules/cards";
import { citationsRoutes } from "./modules/citations";
import { cmsImageBlobReader, cmsRoutes } from "./modules/cms";
import { collabRoutes } from "./modules/collab";
import { discussionsRoutes } from "./modules/discussions";
import { feedbackRoutes } from "./modules/feedback";
import { filesRoutes } from "./modules/files";
import { institutionProposalsRoutes } from "./modules/institution-proposals";
import { institutionsRoutes } from "./modules/institutions";
import { createLiveHub, type LiveHub, liveRoutes } from "./modules/live";
import { lookupsRoutes } from "./modules/lookups";
import { memberAdminRoutes } from "./modules/member-admin";
import { messagesRoutes } from "./modules/messages";
import { notificationsRoutes } from "./modules/notifications";
import { partnersRoutes } from "./modules/partners";
import { profileListsRoutes } from "./modules/profile-lists";
import { reportsRoutes } from "./modules/reports";
import { reviewsRoutes } from "./modules/reviews";
import { sitemapRoutes } from "./modules/sitemap";
import { usersRoutes } from "./modules/users";
import { apiAuthPlugin } from "./plugins/auth";
import { registerOpenApi } from "./plugins/openapi";

/** What tests (or a host process) can hand in instead of building from the config. */
export type AppDeps = {
  /** An open database; the caller keeps ownership (the app will not close it). */
  db?: Database;
  /** Verification key getter replacing the issuer's remote JWKS (tests sign tokens locally). */
  getKey?: JWTVerifyGetKey;
  /** A blob store replacing the configured one (`BLOB_STORE`). */
  blobStore?: BlobStore;
  /** A mailer replacing the configured one (`SMTP_URL` or the outbox). */
  mailer?: Mailer;
  /** Run job workers in this app (default: `JOBS_WORK`; API tests turn it off and call `app.jobs.runDue()`). */
  runJobs?: boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The events-and-jobs layer (pg-boss) of this process. */
    jobs: Jobs;
    /** Open `/Events` streams of this process and the cross-process listener. */
    liveHub: LiveHub;
  }
}

/**
 * Builds the API as a Fastify instance without listening, so tests drive it with `app.inject()`
 * and `server.ts` only adds `listen` and signal handling.
 */
export async function buildApp(config: ApiConfig, deps: AppDeps = {}): Promise<ZodApp> {
  const app = createBaseApp({ logLevel: config.logLevel, trustProxy: config.trustProxy });
  const db = deps.db ?? createDb(config.databaseUrl, { connectionTimeoutMs: serviceConnectionTimeoutMs });
  if (!deps.db) app.addHook("onClose", async () => db.$client.end());
  const oidc = createOidcClient(config.oidc, { getKey: deps.getKey });
  const store = deps.blobStore ?? createBlobStore(config.files.blobStore);
  const signer = createFileUrlSigner(config.files.fileUrls);
  // Presenters hand out signed URLs of the files they show; routes pass this on to them.
  const blobUrl: BlobUrl = (blobId) => signer.url(blobId);
  const mailer = deps.mailer ?? createMailer(config.mail);
  // Jobs and the live listener need their own connections to the same database.
  const databaseUrl = deps.db ? String(db.$client.options.connectionString) : config.databaseUrl;
  const work = deps.runJobs ?? config.jobs.work;
  const jobs: Jobs = createJobs({
    databaseUrl,
    log: app.log,
    work,
    poolMax: deps.db ? 2 : 4,
    instanceName: "api",
    definitions: apiJobDefinitions({
      db,
      store,
      mailer,
      config,
      jobs: { send: (...a) => jobs.send(...a), sendInTransaction: (...a) => jobs.sendInTransaction(...a) },
    }),
  });
  await jobs.start();
  const liveHub = createLiveHub({ databaseUrl, log: app.log });
  await liveHub.start();
  app.decorate("jobs", jobs);
  app.decorate("liveHub", liveHub);
  // Open streams would hold the server open: end them before it closes.
  app.addHook("preClose", async () => liveHub.stop());
  app.addHook("onClose", async () => jobs.stop());
  registerApiMetrics(app, { config, db, jobs, liveHub });

  await registerSecurity(app, { appUrl: config.appUrl, rateLimitMax: config.rateLimitMax });
  await registerOpenApi(app);
  await app.register(apiAuthPlugin, { oidc, db, libraryAccess: config.libraryAccess });

  registerHealthRoutes(app, {
    service: "api",
    checks: {
      database: () => pingDb(db),
      identityProvider: () => oidc.isReachable(),
      liveListener: async () => liveHub.isListening(),
    },
  });
  await app.register(usersRoutes, { db, oidc, store, maxUploadBytes: config.files.maxUploadBytes });
  await app.register(lookupsRoutes, { db });
  await app.register(profileListsRoutes, { db });
  const idp = createIdpManagementClient({ baseUrl: config.idpManagementUrl });
  await app.register(accountDeletionRoutes, { db, idp });
  await app.register(cardsRoutes, { db, blobUrl });
  await app.register(collabRoutes, { db, collab: config.collab });
  await app.register(reviewsRoutes, { db });
  await app.register(bookmarksRoutes, { db, blobUrl });
  await app.register(feedbackRoutes, { db });
  await app.register(cardFilesRoutes, { db, store, maxUploadBytes: config.files.maxUploadBytes, blobUrl });
  // Files serve bytes; each owner of blobs says who may read them (no module reaches into another).
  const readers = [cardFileBlobReader(db), cmsImageBlobReader(db)];
  await app.register(filesRoutes, { store, signer, readers });
  await app.register(institutionsRoutes, { db, store, maxUploadBytes: config.files.maxUploadBytes, blobUrl });
  await app.register(institutionProposalsRoutes, { db });
  await app.register(cmsRoutes, { db, store, maxUploadBytes: config.files.maxUploadBytes, blobUrl });
  await app.register(partnersRoutes, { db });
  await app.register(sitemapRoutes, { db });
  await app.register(adminRoutes, { db });
  await app.register(memberAdminRoutes, { db });
  await app.register(auditRoutes, { db });
  await app.register(reportsRoutes, { db });
  await app.register(liveRoutes, { hub: liveHub });
  await app.register(notificationsRoutes, { db, config });
  await app.register(messagesRoutes, { db, jobs, config });
  await app.register(discussionsRoutes, { db, jobs, config });
  await app.register(citationsRoutes, { db, config });
  return app;
}
