import type { Database } from "@keen/db";
import type { Mailer } from "@keen/mail";
import type { FastifyBaseLogger } from "fastify";
import type { IdpConfig } from "./config";

/** What the IdP's features share: settings, database, mail and a logger. */
export type IdpContext = {
  config: IdpConfig;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
};
