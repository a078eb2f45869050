import { type Database, users } from "@keen/db";
import type { AccessTokenClaims, OidcClient } from "@keen/server-kit";
import { eq } from "drizzle-orm";
import { conflict, forbidden, validation } from "../../lib/errors";
import { findPgError, pgErrorCodes } from "../../lib/postgres";
import type { Member } from "../../plugins/auth";

type Profile = { email?: string; emailVerified?: boolean; firstName: string; lastName: string };

const unverifiedMessage =
  "Verify your email address before joining: open the link we emailed you, then sign in again.";

/**
 * Creates the caller's member on first sign-in from the token's claims (`sub`, `email`,
 * `given_name`, `family_name`), asking the issuer's userinfo endpoint when the access token has
 * no email. Idempotent: an existing member is returned with `isCreated: false`. Refuses an
 * explicitly unverified email (403) and an email that belongs to another member (409).
 */
export async function createUserFromIdentity(
  db: Database,
  oidc: OidcClient,
  identity: AccessTokenClaims,
  accessToken: string,
): Promise<{ member: Member; isCreated: boolean }> {
  if (identity.email_verified === false) throw forbidden(unverifiedMessage);
  const existing = await findBySubject(db, identity.sub);
  if (existing) return { member: existing, isCreated: false };

  let profile = profileFrom(identity);
  if (!profile.email) {
    const info = profileFrom(await oidc.fetchUserInfo(accessToken));
    profile = {
      email: info.email,
      emailVerified: info.emailVerified,
      firstName: profile.firstName || info.firstName,
      lastName: profile.lastName || info.lastName,
    };
  }
  if (profile.emailVerified === false) throw forbidden(unverifiedMessage);
  if (!profile.email) {
    throw validation("email", "the identity provider did not share an email address (grant the email scope)");
  }

  try {
    const [created] = await db
      .insert(users)
      .values({
        subject: identity.sub,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
      })
      .onConflictDoNothing({ target: users.subject })
      .returning();
    if (created) return { member: created, isCreated: true };
  } catch (error) {
    if (findPgError(error)?.code === pgErrorCodes.uniqueViolation) {
      throw conflict("This email address already belongs to another member. Sign in with that account.");
    }
    throw error;
  }
  // A concurrent request created it between our lookup and the insert.
  const raced = await findBySubject(db, identity.sub);
  if (!raced) throw new Error("member vanished right after a conflicting insert");
  return { member: raced, isCreated: false };
}

async function findBySubject(db: Database, subject: string): Promise<Member | undefined> {
  const [member] = await db.select().from(users).where(eq(users.subject, subject));
  return member;
}

function profileFrom(claims: Record<string, unknown>): Profile {
  const name = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 80) : "");
  const email = typeof claims.email === "string" && claims.email.trim() ? claims.email.trim() : undefined;
  const verified = claims.email_verified;
  return {
    email,
    emailVerified: typeof verified === "boolean" ? verified : verified === "false" ? false : undefined,
    firstName: name(claims.given_name),
    lastName: name(claims.family_name),
  };
}
