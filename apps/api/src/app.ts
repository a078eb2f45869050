import { createDb, type Database, pingDb } from "@keen/db";
import {
  createBaseApp,
  createOidcClient,
  registerHealthRoutes,
  registerSecurity,
  type ZodApp,
} from "@keen/server-kit";
import type { JWTVerifyGetKey } from "jose";
import type { ApiConfig } from "./config";
import { cardsRoutes } from "./modules/cards/cards.routes";
import { lookupsRoutes } from "./modules/lookups/lookups.routes";
import { profileListsRoutes } from "./modules/profile-lists/profile-lists.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { apiAuthPlugin } from "./plugins/auth";
import { registerOpenApi } from "./plugins/openapi";

/** What tests (or a host process) can hand in instead of building from the config. */
export type AppDeps = {
  /** An open database; the caller keeps ownership (the app will not close it). */
  db?: Database;
  /** Verification key getter replacing the issuer's remote JWKS (tests sign tokens locally). */
  getKey?: JWTVerifyGetKey;
};

/**
 * Builds the API as a Fastify instance without listening, so tests drive it with `app.inject()`
 * and `server.ts` only adds `listen` and signal handling.
 */
export async function buildApp(config: ApiConfig, deps: AppDeps = {}): Promise<ZodApp> {
  const app = createBaseApp({ logLevel: config.logLevel, trustProxy: config.trustProxy });
  const db = deps.db ?? createDb(config.databaseUrl);
  if (!deps.db) app.addHook("onClose", async () => db.$client.end());
  const oidc = createOidcClient(config.oidc, { getKey: deps.getKey });

  await registerSecurity(app, { appUrl: config.appUrl, rateLimitMax: config.rateLimitMax });
  await registerOpenApi(app);
  await app.register(apiAuthPlugin, { oidc, db });

  registerHealthRoutes(app, {
    service: "api",
    checks: { database: () => pingDb(db), identityProvider: () => oidc.isReachable() },
  });
  await app.register(usersRoutes, { db, oidc });
  await app.register(lookupsRoutes, { db });
  await app.register(profileListsRoutes, { db });
  await app.register(cardsRoutes, { db });
  return app;
}
