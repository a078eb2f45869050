import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { citext } from "./types";

/** Tables owned by the embedded identity provider (apps/idp). */
export const idp = pgSchema("idp");

/** Local accounts of the embedded identity provider. `id` is the OIDC `sub`. */
export const idpAccounts = idp.table("accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: citext("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  givenName: text("given_name").notNull(),
  familyName: text("family_name").notNull(),
  emailVerified: boolean("email_verified").notNull().default(false),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Persistence for oidc-provider models (sessions, grants, codes, refresh tokens...). */
export const idpOidcModels = idp.table(
  "oidc_models",
  {
    id: text("id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index("oidc_models_grant").on(t.grantId),
    index("oidc_models_uid").on(t.uid),
    index("oidc_models_expires").on(t.expiresAt),
  ],
);

/** One-time tokens for email verification and password reset (only the hash is stored). */
export const idpActionTokens = idp.table("action_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => idpAccounts.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["verify_email", "reset_password", "change_email"] }).notNull(),
  newEmail: citext("new_email"),
  /** The app page a verification link leads back to (a same-app path the member first asked for). */
  returnPath: text("return_path"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Sliding-window counters for login throttling, keyed by account email and by IP. */
export const idpThrottle = idp.table("throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Per account (the OIDC `sub`), the moment before which its access tokens no longer count: set by
 * the IdP when the password or the email changes and when the account is deleted (so the row
 * outlives the account), read by the API when it accepts a bearer token. Pruned once older than
 * any access token can be.
 */
export const idpTokenCutoffs = idp.table("token_cutoffs", {
  subject: text("subject").primaryKey(),
  notBefore: timestamp("not_before", { withTimezone: true }).notNull(),
});
