import { type Database, pingDb, serviceConnectionTimeoutMs } from "@keen/db";
import {
  authPlugin,
  createBaseApp,
  createOidcClient,
  type JWTVerifyGetKey,
  poolMetrics,
  registerHealthRoutes,
  registerMetrics,
  registerSecurity,
  type ZodApp,
} from "@keen/server-kit";
import type { SearchConfig } from "./config";
import { searchRoutes } from "./modules/search/search.routes";
import { createSearchDb, hasSearchSettings } from "./modules/search/search-db";
import { registerSearchOpenApi } from "./plugins/openapi";

/** What tests can hand in instead of building from the config. */
export type SearchAppDeps = {
  /** An open pool made by createSearchDb (its connections carry the search settings); the caller keeps ownership. */
  db?: Database;
  /** Verification key getter replacing the issuer's remote JWKS. */
  getKey?: JWTVerifyGetKey;
};

/**
 * Builds the search service (spec §7 "separate search service") without listening: health and
 * readiness, Prometheus metrics (its database pool), `GET /Search` and `GET /Search/draft` for signed-in callers (verified exactly like
 * the API), and the OpenAPI document at `/openapi.json` (Swagger UI at `/docs`).
 */
export async function buildSearchApp(config: SearchConfig, deps: SearchAppDeps = {}): Promise<ZodApp> {
  const app = createBaseApp({ logLevel: config.logLevel, trustProxy: config.trustProxy });
  if (deps.db && !hasSearchSettings(deps.db)) {
    throw new Error(
      "buildSearchApp: deps.db must be a pool from createSearchDb (it carries the search settings)",
    );
  }
  const db =
    deps.db ?? createSearchDb(config.databaseUrl, { connectionTimeoutMs: serviceConnectionTimeoutMs });
  if (!deps.db) app.addHook("onClose", async () => db.$client.end());
  const oidc = createOidcClient(config.oidc, { getKey: deps.getKey });

  await registerSecurity(app, { appUrl: config.appUrl, rateLimitMax: config.rateLimitMax });
  await app.register(authPlugin, { oidc });
  registerHealthRoutes(app, { service: "search", checks: { database: () => pingDb(db) } });
  registerMetrics(app, { ...config.metrics, collectors: [poolMetrics({ main: db.$client })] });
  await registerSearchOpenApi(app);
  await app.register(searchRoutes, { db, libraryAccess: config.libraryAccess });
  return app;
}
