import { cardFileLinks } from "@keen/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "./load-card";

/**
 * Publish: the draft's images and attachments become the new version's too (copied links), so
 * later changes to the draft's files never alter this version.
 */
export async function linkDraftFilesToVersion(
  tx: Transaction,
  cardId: string,
  versionId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${cardFileLinks} (file_id, card_id, version_id, name)
    select file_id, card_id, ${versionId}, name from ${cardFileLinks}
    where card_id = ${cardId} and version_id is null
    on conflict do nothing`);
}

/** SyncLatestVersion: the draft's files become exactly those of the version. */
export async function resetDraftFilesToVersion(
  tx: Transaction,
  cardId: string,
  versionId: string,
): Promise<void> {
  await tx
    .delete(cardFileLinks)
    .where(and(eq(cardFileLinks.cardId, cardId), isNull(cardFileLinks.versionId)));
  await tx.execute(sql`
    insert into ${cardFileLinks} (file_id, card_id, version_id, name)
    select file_id, card_id, null, name from ${cardFileLinks}
    where card_id = ${cardId} and version_id = ${versionId}`);
}

/** True when the draft holds exactly the version's files, under the same names. */
export async function draftFilesMatchVersion(
  tx: Transaction,
  cardId: string,
  versionId: string,
): Promise<boolean> {
  const draft = sql`select file_id, name from ${cardFileLinks} where card_id = ${cardId} and version_id is null`;
  const version = sql`select file_id, name from ${cardFileLinks} where card_id = ${cardId} and version_id = ${versionId}`;
  const result = await tx.execute<{ differs: boolean }>(sql`
    select exists ((${draft} except ${version}) union all (${version} except ${draft})) as differs`);
  return result.rows[0]?.differs === false;
}
