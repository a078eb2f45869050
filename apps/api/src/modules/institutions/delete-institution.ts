import { type Database, institutions } from "@keen/db";
import { eq } from "drizzle-orm";
import type { BlobStore } from "../../lib/blob-store";
import { deleteStoredBlobs, forgetBlob } from "../../lib/uploads";
import { loadInstitution } from "./load-institution";

/**
 * `DELETE /Institution/{id}`: removes the institution with its lists and members' links to it
 * (the database cascades), and its logo; 404 when unknown. Degrees keep the typed name.
 */
export async function deleteInstitution(db: Database, store: BlobStore, id: string): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const row = await loadInstitution(tx, id, { forUpdate: true });
    await tx.delete(institutions).where(eq(institutions.id, id));
    return row.logoBlobId ? forgetBlob(tx, row.logoBlobId) : [];
  });
  await deleteStoredBlobs(store, keys);
}
