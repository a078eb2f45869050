import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { FastifyBaseLogger } from "fastify";
import type { IdpConfig } from "./config";

/**
 * What the IdP's features share: settings, database, jobs and a logger. There is no mailer here:
 * e-mails are sent by the `idp.send-mail` job, never inline in a request.
 */
export type IdpContext = {
  config: IdpConfig;
  db: Database;
  jobs: JobSender;
  log: FastifyBaseLogger;
};
