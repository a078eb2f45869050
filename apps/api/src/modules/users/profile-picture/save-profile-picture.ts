import { type Database, profilePictures, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import type { BlobStore } from "../../../lib/blob-store";
import { type BlobTransaction, deleteBlobs, discardRenditions, recordBlob } from "../../../lib/uploads";
import type { ReceivedPicture } from "./receive-profile-picture";

/**
 * Makes a received picture the member's profile picture in one transaction (blob rows and the
 * picture row; a new `version` for the URL) and deletes the previous picture's blobs (bytes by
 * `files.delete-blobs` once it commits). When the database write fails, the received renditions
 * are removed from the store.
 */
export async function saveProfilePicture(
  db: Database,
  store: BlobStore,
  jobs: JobSender,
  userId: string,
  picture: ReceivedPicture,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // One upload at a time per member, so no replaced picture's blobs are left behind.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      // One query at a time: a transaction is a single connection.
      const s64 = await recordBlob(tx, picture.s64, userId);
      const s256 = await recordBlob(tx, picture.s256, userId);
      const s512 = await recordBlob(tx, picture.s512, userId);
      const values = {
        blob64Id: s64,
        blob256Id: s256,
        blob512Id: s512,
        version: picture.s512.sha256.slice(0, 16),
      };
      const [previous] = await tx.select().from(profilePictures).where(eq(profilePictures.userId, userId));
      await tx
        .insert(profilePictures)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profilePictures.userId, set: { ...values, createdAt: new Date() } });
      if (previous) await deletePictureBlobs(tx, jobs, previous);
    });
  } catch (error) {
    await discardRenditions(store, Object.values(picture));
    throw error;
  }
}

/** Removes the member's picture (back to the initials image); false when there was none. */
export async function deleteProfilePicture(db: Database, jobs: JobSender, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(profilePictures).where(eq(profilePictures.userId, userId)).returning();
    if (removed) await deletePictureBlobs(tx, jobs, removed);
    return removed !== undefined;
  });
}

/**
 * Deletes the blob rows of a picture (its row must be gone or repointed) in the caller's
 * transaction, and their bytes once it commits.
 */
async function deletePictureBlobs(
  tx: BlobTransaction,
  jobs: JobSender,
  picture: typeof profilePictures.$inferSelect,
): Promise<number> {
  return deleteBlobs(tx, jobs, [picture.blob64Id, picture.blob256Id, picture.blob512Id]);
}
