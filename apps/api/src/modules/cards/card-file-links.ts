import type { Transaction } from "@keen/db";
import { cardFileLinks, cardFiles } from "@keen/db";
import { sql } from "drizzle-orm";

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

/**
 * SyncLatestVersion: the draft's files become those of the version, plus the draft's images the
 * caller has not released (`releaseUnshownDraftImages` first): uploads within the grace period
 * may sit in an editor that has not saved yet. Other draft-only files (attachments) leave.
 */
export async function resetDraftFilesToVersion(
  tx: Transaction,
  cardId: string,
  versionId: string,
): Promise<void> {
  await tx.execute(sql`
    delete from ${cardFileLinks} link using ${cardFiles} file
    where link.file_id = file.id and link.card_id = ${cardId} and link.version_id is null
      and file.kind <> 'image'`);
  await tx.execute(sql`
    insert into ${cardFileLinks} (file_id, card_id, version_id, name)
    select file_id, card_id, null, name from ${cardFileLinks}
    where card_id = ${cardId} and version_id = ${versionId}
    on conflict do nothing`);
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
