import type { Database } from "@keen/db";
import { defineJob, type JobDefinition, jobKind } from "@keen/jobs";
import type { Mailer, MailMessage } from "@keen/mail";
import { pruneExpiredModels } from "../oidc/adapter";
import { pruneTokenCutoffs } from "../token-cutoffs";

/** Delivers one composed e-mail (verification, password reset, existing-account notice). */
export const sendMailJob = jobKind<MailMessage>("idp.send-mail");

/** Deletes expired sessions, codes, tokens and token cutoffs; scheduled once per cluster, every ten minutes. */
export const pruneExpiredJob = jobKind<object>("idp.prune-expired");

/** What the IdP's job handlers use. */
export type IdpJobDeps = { db: Database; mailer: Mailer };

/** The IdP's jobs bound to their handlers. */
// biome-ignore lint/suspicious/noExplicitAny: definitions of any data shape
export function idpJobDefinitions(deps: IdpJobDeps): JobDefinition<any>[] {
  return [
    defineJob(sendMailJob, {
      // 10 s doubling up to 10 min apart: about half an hour of a failing mail server before the
      // job ends `failed`, well within the hour a reset link stays valid.
      retryLimit: 8,
      retryDelay: 10,
      // The data holds one-time links whose tokens are otherwise stored only hashed. Every such
      // link is dead 24 h after it was made, so the finished job (failed ones included) goes then.
      deleteAfterSeconds: 24 * 60 * 60,
      handle: (message) => deps.mailer.send(message),
    }),
    defineJob(pruneExpiredJob, {
      cron: "*/10 * * * *",
      handle: async () => {
        await pruneExpiredModels(deps.db);
        await pruneTokenCutoffs(deps.db);
      },
    }),
  ];
}
