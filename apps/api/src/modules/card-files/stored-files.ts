import { blobs, cardFileLinks, cardFiles } from "@keen/db";
import type { BlobStore } from "../../lib/blob-store";
import type { Transaction } from "../cards/load-card";
import type { LinkedFile } from "./card-file-queries";
import type { Rendition } from "./image-renditions";

/** Removes stored blobs whose database rows were never written (best effort: nothing to answer). */
export async function discardStored(store: BlobStore, renditions: (Rendition | null | undefined)[]) {
  await Promise.all(renditions.flatMap((blob) => (blob ? [store.delete(blob.key).catch(() => {})] : [])));
}

/** Records a stored blob; returns its id. */
export async function insertBlob(tx: Transaction, blob: Rendition, createdBy: string): Promise<string> {
  const [row] = await tx
    .insert(blobs)
    .values({
      storageKey: blob.key,
      size: blob.size,
      contentType: blob.contentType,
      sha256: blob.sha256,
      createdBy,
    })
    .returning({ id: blobs.id });
  return row!.id;
}

/** Inserts a card file and links it to the card's draft, in one transaction. */
export async function insertDraftFile(
  tx: Transaction,
  values: typeof cardFiles.$inferInsert,
  storageKey: string,
): Promise<LinkedFile> {
  const [file] = await tx.insert(cardFiles).values(values).returning();
  await tx
    .insert(cardFileLinks)
    .values({ fileId: file!.id, cardId: file!.cardId, versionId: null, name: file!.name });
  return { ...file!, linkName: file!.name, storageKey };
}
