import { FORMER_MEMBER_NAME } from "@keen/contracts";
import type { Transaction } from "@keen/db";
import { blobs, cardAuthors, cardFiles, cards, cardVersions } from "@keen/db";
import { and, eq, inArray, or, sql } from "drizzle-orm";

export type { Transaction };

/** What happened to the cards a deleted member authored, and blob keys to remove after commit. */
export type AuthorshipOutcome = {
  deletedDrafts: number;
  formerMemberCards: number;
  coAuthoredCards: number;
  blobKeys: string[];
};

type AuthoredCard = { card_id: string; is_published: boolean; other_members: number };

/**
 * Takes a member out of every card they author, before their row is deleted: drafts (never
 * published) where they are the only member author are deleted with their files; where other
 * member authors remain, the member is simply removed (live authors and published version
 * credits); otherwise the author entry becomes an external author "Former member" so the
 * published card stays readable and credited.
 */
export async function retireAuthorship(tx: Transaction, userId: string): Promise<AuthorshipOutcome> {
  const { rows } = await tx.execute<AuthoredCard>(sql`
    select a.card_id,
      exists (select 1 from card_versions v where v.card_id = a.card_id) as is_published,
      (select count(*) from card_authors o
        where o.card_id = a.card_id and o.user_id is not null and o.user_id <> ${userId})::int as other_members
    from card_authors a where a.user_id = ${userId}`);
  const drafts = rows.filter((row) => !row.is_published && row.other_members === 0).map((row) => row.card_id);
  const shared = rows.filter((row) => row.other_members > 0).map((row) => row.card_id);
  const orphaned = rows
    .filter((row) => row.is_published && row.other_members === 0)
    .map((row) => row.card_id);

  const blobKeys = await deleteDrafts(tx, drafts);
  if (shared.length > 0) {
    await tx
      .delete(cardAuthors)
      .where(and(eq(cardAuthors.userId, userId), inArray(cardAuthors.cardId, shared)));
    await rewriteVersionCredits(tx, userId, shared, null);
  }
  if (orphaned.length > 0) {
    await tx
      .update(cardAuthors)
      .set({ userId: null, externalName: FORMER_MEMBER_NAME, externalTitle: null, externalInstitution: null })
      .where(and(eq(cardAuthors.userId, userId), inArray(cardAuthors.cardId, orphaned)));
    await rewriteVersionCredits(tx, userId, orphaned, FORMER_MEMBER_NAME);
  }
  return {
    deletedDrafts: drafts.length,
    formerMemberCards: orphaned.length,
    coAuthoredCards: shared.length,
    blobKeys,
  };
}

/**
 * Rewrites the author credits stored with published versions: the member's entry becomes an
 * external author named `replacement`, or (null) is dropped.
 */
async function rewriteVersionCredits(
  tx: Transaction,
  userId: string,
  cardIds: string[],
  replacement: string | null,
) {
  const credits = sql`jsonb_array_elements(${cardVersions.authors}) with ordinality as credits(credit, position)`;
  const authors = replacement
    ? sql`(select jsonb_agg(case when credit->>'userId' = ${userId}
        then jsonb_build_object('userId', null, 'name', ${replacement}::text, 'isExternal', true)
        else credit end order by position) from ${credits})`
    : sql`(select coalesce(jsonb_agg(credit order by position), '[]'::jsonb) from ${credits}
        where credit->>'userId' is distinct from ${userId})`;
  await tx
    .update(cardVersions)
    .set({ authors })
    .where(
      and(
        inArray(cardVersions.cardId, cardIds),
        sql`${cardVersions.authors} @> ${JSON.stringify([{ userId }])}::jsonb`,
      ),
    );
}

/** Deletes draft cards (their files' rows cascade) and their blob rows; returns the storage keys. */
async function deleteDrafts(tx: Transaction, cardIds: string[]): Promise<string[]> {
  if (cardIds.length === 0) return [];
  const files = await tx
    .select({ a: cardFiles.blobId, b: cardFiles.thumbnailBlobId, c: cardFiles.previewBlobId })
    .from(cardFiles)
    .where(inArray(cardFiles.cardId, cardIds));
  await tx.delete(cards).where(inArray(cards.id, cardIds));
  const blobIds = [...new Set(files.flatMap((file) => [file.a, file.b, file.c]).filter((id) => id !== null))];
  if (blobIds.length === 0) return [];
  // Only blobs no other card file still uses (uploads are never shared today; this keeps it safe).
  const removed = await tx
    .delete(blobs)
    .where(
      and(
        inArray(blobs.id, blobIds),
        sql`not exists (select 1 from ${cardFiles} where ${or(
          eq(cardFiles.blobId, blobs.id),
          eq(cardFiles.thumbnailBlobId, blobs.id),
          eq(cardFiles.previewBlobId, blobs.id),
        )})`,
      ),
    )
    .returning({ key: blobs.storageKey });
  return removed.map((row) => row.key);
}
