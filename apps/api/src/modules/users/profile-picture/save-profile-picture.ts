import { blobs, type Database, profilePictures, users } from "@keen/db";
import { eq, inArray } from "drizzle-orm";
import type { BlobStore } from "../../../lib/blob-store";
import { deleteStoredBlobs, discardRenditions, recordBlob } from "../../../lib/uploads";
import type { ReceivedPicture } from "./receive-profile-picture";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Makes a received picture the member's profile picture in one transaction (blob rows and the
 * picture row; a new `version` for the URL) and removes the previous picture's blobs. When the
 * database write fails, the received renditions are removed from the store.
 */
export async function saveProfilePicture(
  db: Database,
  store: BlobStore,
  userId: string,
  picture: ReceivedPicture,
): Promise<void> {
  let oldKeys: string[] = [];
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
      if (previous) oldKeys = await forgetPictureBlobs(tx, previous);
    });
  } catch (error) {
    await discardRenditions(store, Object.values(picture));
    throw error;
  }
  await deleteStoredBlobs(store, oldKeys);
}

/** Removes the member's picture (back to the initials image); false when there was none. */
export async function deleteProfilePicture(db: Database, store: BlobStore, userId: string): Promise<boolean> {
  const keys = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(profilePictures).where(eq(profilePictures.userId, userId)).returning();
    return removed ? forgetPictureBlobs(tx, removed) : null;
  });
  if (keys) await deleteStoredBlobs(store, keys);
  return keys !== null;
}

/** Deletes the blob rows of a picture (its row must be gone or repointed); returns storage keys. */
async function forgetPictureBlobs(
  tx: Transaction,
  picture: typeof profilePictures.$inferSelect,
): Promise<string[]> {
  const rows = await tx
    .delete(blobs)
    .where(inArray(blobs.id, [picture.blob64Id, picture.blob256Id, picture.blob512Id]))
    .returning({ key: blobs.storageKey });
  return rows.map((row) => row.key);
}
