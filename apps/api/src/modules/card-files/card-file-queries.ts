import { blobs, cardFileLinks, cardFiles, type Database } from "@keen/db";
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";

/** A card file as stored, with the name it has in the content asked about and its blob's key. */
export type LinkedFile = typeof cardFiles.$inferSelect & { linkName: string; storageKey: string };

type Scope = { cardId: string; versionId: string | null; kind: "image" | "attachment" };

/** The link condition: files of the draft (`version_id` null) or of one version. */
export function versionCondition(versionId: string | null): SQL {
  return versionId ? eq(cardFileLinks.versionId, versionId) : isNull(cardFileLinks.versionId);
}

/** The card's images or attachments in the draft or one version, oldest first (`ids` narrows). */
export async function listLinkedFiles(db: Database, scope: Scope, ids?: string[]): Promise<LinkedFile[]> {
  const rows = await db
    .select({ file: cardFiles, linkName: cardFileLinks.name, storageKey: blobs.storageKey })
    .from(cardFileLinks)
    .innerJoin(cardFiles, eq(cardFiles.id, cardFileLinks.fileId))
    .innerJoin(blobs, eq(blobs.id, cardFiles.blobId))
    .where(
      and(
        eq(cardFileLinks.cardId, scope.cardId),
        versionCondition(scope.versionId),
        eq(cardFiles.kind, scope.kind),
        ids ? inArray(cardFiles.id, ids) : undefined,
      ),
    )
    .orderBy(asc(cardFiles.createdAt), asc(cardFiles.id));
  return rows.map(({ file, linkName, storageKey }) => ({ ...file, linkName, storageKey }));
}

/** One image or attachment of the draft or a version, or null when it is not part of it. */
export async function findLinkedFile(db: Database, scope: Scope, fileId: string): Promise<LinkedFile | null> {
  const [file] = await listLinkedFiles(db, scope, [fileId]);
  return file ?? null;
}
