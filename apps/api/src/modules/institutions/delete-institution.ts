import { type Database, institutions } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { deleteBlobs } from "../../lib/uploads";
import { loadInstitution } from "./load-institution";

/**
 * `DELETE /Institution/{id}`: removes the institution with its lists and members' links to it
 * (the database cascades), and its logo (the bytes by `files.delete-blobs`, recorded in the same
 * transaction); 404 when unknown. Degrees keep the typed name.
 */
export async function deleteInstitution(db: Database, jobs: JobSender, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadInstitution(tx, id, { forUpdate: true });
    await tx.delete(institutions).where(eq(institutions.id, id));
    if (row.logoBlobId) await deleteBlobs(tx, jobs, [row.logoBlobId]);
  });
}
