import { Hocuspocus } from "@hocuspocus/server";
import { createCollabJobs, everyCardsAccess, saveLiveDraft } from "@keen/cards";
import { createDb, type Database, pingDb, serviceConnectionTimeoutMs } from "@keen/db";
import {
  createBaseApp,
  gaugeMetric,
  poolMetrics,
  registerHealthRoutes,
  registerMetrics,
  type ZodApp,
} from "@keen/server-kit";
import { authExtension } from "./authenticate";
import type { CollabContext } from "./collab-context";
import type { CollabServerConfig } from "./config";
import { createDraftListener } from "./draft-listener";
import { createPersistence } from "./persistence";
import { startSweep, sweepConnections } from "./sweep";
import { attachWebSockets } from "./websocket";

/** How the server paces itself; tests shorten it. */
export type CollabTiming = {
  /** Quiet time after the last change before the draft is saved (Hocuspocus `debounce`). */
  debounceMs: number;
  /** Longest a stream of changes goes unsaved (Hocuspocus `maxDebounce`). */
  maxDebounceMs: number;
  /** How often connections are checked for expired tokens and lost access. */
  sweepMs: number;
  /** How long after a failed save it is tried again. */
  retryMs: number;
  /** How long shutting down waits for the last saves. */
  shutdownMs: number;
};

export const defaultTiming: CollabTiming = {
  debounceMs: 600,
  maxDebounceMs: 5_000,
  sweepMs: 20_000,
  retryMs: 5_000,
  shutdownMs: 8_000,
};

/** What tests can hand in instead of building from the config. */
export type CollabAppDeps = {
  /** An open database; the caller keeps ownership. */
  db?: Database;
  timing?: Partial<CollabTiming>;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The Hocuspocus instance holding this process's card documents. */
    hocuspocus: Hocuspocus<CollabContext>;
  }
}

/**
 * Builds the collab server (decision 0017) without listening: a Hocuspocus instance serving the
 * live documents of this process's shard of cards over WebSocket upgrades, beside `GET /health`
 * and `GET /ready` (database and draft listener) and `GET /metrics` (connections, documents, pool)
 * on the same port. Closing it closes every
 * connection, saves what is pending and only then lets go of the sockets and the database.
 */
export async function buildCollabApp(config: CollabServerConfig, deps: CollabAppDeps = {}): Promise<ZodApp> {
  const timing = { ...defaultTiming, ...deps.timing };
  const app = createBaseApp({ logLevel: config.logLevel, trustProxy: config.trustProxy });
  const db = deps.db ?? createDb(config.databaseUrl, { connectionTimeoutMs: serviceConnectionTimeoutMs });
  if (!deps.db) app.addHook("onClose", async () => db.$client.end());
  // The job layer and the listener need connections of their own to the same database.
  const databaseUrl = deps.db ? String(db.$client.options.connectionString) : config.databaseUrl;
  const jobs = createCollabJobs({ databaseUrl, log: app.log });
  await jobs.start();
  app.addHook("onClose", async () => jobs.stop());

  const persistence = createPersistence({
    db,
    log: app.log,
    retryMs: timing.retryMs,
    saveLiveDraft: (input) => saveLiveDraft(db, jobs, input),
  });
  const hocuspocus = new Hocuspocus<CollabContext>({
    name: `collab ${config.shard.index}/${config.shard.count}`,
    quiet: true,
    debounce: timing.debounceMs,
    maxDebounce: timing.maxDebounceMs,
    extensions: [
      authExtension({ db, secret: config.collab.secret, shard: config.shard, log: app.log }),
      persistence.extension,
    ],
  });
  app.decorate("hocuspocus", hocuspocus);

  const checkAccess = (cardId?: string) =>
    void sweepConnections(hocuspocus, db, app.log, { cardId }).catch((err) =>
      app.log.warn({ err, cardId }, "could not check co-editors' access"),
    );
  const listener = createDraftListener({
    databaseUrl,
    log: app.log,
    onChange: (cardId) => void persistence.applyDraftChange(cardId),
    // A removed co-editor is let go at once, not at the next sweep (decision 0039); a notice about
    // every card (a member suspended or demoted) checks every connection.
    onAccessChange: (cardId) => checkAccess(cardId === everyCardsAccess ? undefined : cardId),
    // Notices sent while the listener was away are gone: take drafts in again, check everyone.
    onConnect: () => {
      void persistence.reconcileAll();
      checkAccess();
    },
  });
  await listener.start();
  const stopSweep = startSweep(hocuspocus, db, app.log, timing.sweepMs);
  const sockets = attachWebSockets(app, hocuspocus, app.log);

  registerHealthRoutes(app, {
    service: "collab",
    checks: { database: () => pingDb(db), draftListener: async () => listener.isListening() },
  });
  registerMetrics(app, {
    ...config.metrics,
    collectors: [
      poolMetrics({ main: db.$client }),
      gaugeMetric("keen_collab_connections", "Open co-editing connections", () =>
        hocuspocus.getConnectionsCount(),
      ),
      gaugeMetric("keen_collab_documents", "Card documents loaded for co-editing", () =>
        hocuspocus.getDocumentsCount(),
      ),
    ],
  });

  app.addHook("preClose", async () => {
    stopSweep();
    await listener.stop();
    await unloadDocuments(hocuspocus, timing.shutdownMs);
    sockets.close();
  });
  return app;
}

/**
 * Closes every connection, which saves each document at once (its last disconnect), and waits
 * until every document is saved and unloaded, or `timeoutMs` has passed.
 */
async function unloadDocuments(hocuspocus: Hocuspocus<CollabContext>, timeoutMs: number): Promise<void> {
  hocuspocus.closeConnections();
  hocuspocus.flushPendingStores();
  const deadline = Date.now() + timeoutMs;
  while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
