import type { Transaction } from "@keen/db";
import { cardFileLinks, cardFiles } from "@keen/db";
import type { LinkedFile } from "./card-file-queries";

/** Inserts a card file and links it to the card's draft, in the caller's transaction. */
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
