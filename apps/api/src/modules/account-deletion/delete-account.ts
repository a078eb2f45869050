import type { AccountDeletionResult } from "@keen/contracts";
import { accountDeletionLockKey, type Database, profilePictures, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, sql } from "drizzle-orm";
import { notFound, validation } from "../../lib/errors";
import type { IdpManagementClient } from "../../lib/idp-management";
import { deleteBlobs, deleteBytesAfterCommit } from "../../lib/uploads";
import { retireAuthorship, type Transaction } from "./retire-authorship";

export type DeleteAccountRequest = {
  userId: string;
  /** The account's email typed again (compared ignoring case and surrounding spaces). */
  confirmEmail: string;
  /** The caller's access token, forwarded to the identity provider. */
  accessToken: string;
};

/**
 * Deletes a member for good, in one transaction: cards (see `retireAuthorship`), the profile
 * picture, every profile list, notification preferences and the member row; then the identity
 * at the provider, still inside the transaction (holding the account's deletion lock, which the
 * embedded IdP asks for) so a refusal there (403/503) leaves everything as it was. Stored bytes of removed pictures and drafts are deleted by `files.delete-blobs`,
 * recorded in the same transaction.
 */
export async function deleteAccount(
  db: Database,
  deps: { jobs: JobSender; idp: IdpManagementClient },
  request: DeleteAccountRequest,
): Promise<AccountDeletionResult> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, request.userId)).for("update");
    if (!member) throw notFound("Member");
    if (normalise(request.confirmEmail) !== normalise(member.email)) {
      throw validation("confirmEmail", "does not match the account's email address");
    }
    const { blobKeys: draftKeys, ...outcome } = await retireAuthorship(tx, member.id);
    await deleteBytesAfterCommit(tx, deps.jobs, draftKeys);
    await deletePicture(tx, deps.jobs, member.id);
    // Profile lists, degrees, publications, preferences and institution roles cascade.
    await tx.delete(users).where(eq(users.id, member.id));
    // The embedded IdP deletes a sign-in account only while this lock is held, so deleting
    // there directly cannot skip this deletion (issue 27).
    await tx.execute(sql`select pg_advisory_xact_lock(${accountDeletionLockKey(member.subject)})`);
    await deps.idp.deleteUser(member.subject, request.accessToken);
    return { userId: request.userId, ...outcome };
  });
}

async function deletePicture(tx: Transaction, jobs: JobSender, userId: string): Promise<void> {
  const [picture] = await tx.delete(profilePictures).where(eq(profilePictures.userId, userId)).returning();
  if (picture) await deleteBlobs(tx, jobs, [picture.blob64Id, picture.blob256Id, picture.blob512Id]);
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
