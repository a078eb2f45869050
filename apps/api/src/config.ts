import path from "node:path";
import { defaultPorts, envFields, parseEnv } from "@keen/config";
import {
  collabEnvShape,
  refineCollabEnv,
  serverEnvShape,
  toCollabConfig,
  toServerConfig,
} from "@keen/server-kit";
import { z } from "zod";
import { filesEnvShape, refineFilesEnv, toFilesConfig } from "./lib/files-config";

/** The API's environment variables (docs/CONVENTIONS.md). */
export const apiEnvSchema = z
  .object({
    ...serverEnvShape,
    ...filesEnvShape,
    ...collabEnvShape,
    API_PORT: envFields.port(defaultPorts.api),
    /** The IdP's Auth0-compatible management API (account deletion); default `{OIDC_ISSUER}/api/v2`. */
    IDP_MANAGEMENT_URL: envFields.url.optional(),
    /** Outgoing mail (notification e-mails, digests): SMTP, or `.eml` files in `DATA_DIR/outbox`. */
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(1).default("KEEN Cards <no-reply@keen.local>"),
    /** Run job workers and schedules in this process (`false`: only send jobs; another process works them). */
    JOBS_WORK: z.enum(["true", "false"]).default("true"),
    /** A direct message still unread after this many seconds notifies its recipient (bell, e-mail). */
    MESSAGE_NOTIFY_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
    /** First-day limits of a new member (decision 0043): conversations with new people, comments, rooms. */
    NEW_MEMBER_CONVERSATIONS_PER_DAY: z.coerce.number().int().min(0).default(3),
    NEW_MEMBER_COMMENTS_PER_DAY: z.coerce.number().int().min(0).default(10),
    NEW_MEMBER_ROOMS_PER_DAY: z.coerce.number().int().min(0).default(1),
  })
  // Runs even when other fields are invalid, so every problem is listed at once.
  .superRefine(refineFilesEnv, { when: () => true })
  .superRefine(refineCollabEnv, { when: () => true });

/** Parses the API's configuration once at start-up; throws a `ConfigError` listing every problem. */
export function loadApiConfig(env: Record<string, string | undefined>) {
  const parsed = parseEnv(apiEnvSchema, env);
  const server = toServerConfig(parsed);
  return {
    ...server,
    idpManagementUrl: parsed.IDP_MANAGEMENT_URL ?? `${server.oidc.issuer.replace(/\/+$/, "")}/api/v2`,
    port: parsed.API_PORT,
    files: toFilesConfig(parsed, parsed.API_PORT),
    /** Co-editing: the token secret and the collab servers' addresses in shard order. */
    collab: toCollabConfig(parsed, defaultPorts.collab),
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM,
      outboxDir: path.join(parsed.DATA_DIR, "outbox"),
    },
    jobs: { work: parsed.JOBS_WORK === "true" },
    messageNotifyDelaySeconds: parsed.MESSAGE_NOTIFY_DELAY_SECONDS,
    newMemberLimits: {
      conversation: parsed.NEW_MEMBER_CONVERSATIONS_PER_DAY,
      comment: parsed.NEW_MEMBER_COMMENTS_PER_DAY,
      room: parsed.NEW_MEMBER_ROOMS_PER_DAY,
    },
  };
}

export type ApiConfig = ReturnType<typeof loadApiConfig>;
