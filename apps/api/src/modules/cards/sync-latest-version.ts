import {
  normalizeContent,
  notifyCardDraftChanged,
  pruneCardFilesAfterCommit,
  readCard,
  releaseUnshownDraftImages,
} from "@keen/cards";
import { changedUnits } from "@keen/contracts";
import { cards, cardVersions, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { conflict } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { resetDraftFilesToVersion } from "./card-file-links";

/**
 * Throws away the draft's changes: the draft becomes the latest published version's content
 * (and files) again. Counts as a save: the revision is bumped and every field it changes is
 * marked, so editors still holding the old draft get a conflict instead of resurrecting it.
 * Images the version's content does not show leave the draft's files as on a save (the draft's
 * replaced cover at once, others after the grace period), then the version's files come back;
 * files no content holds any more are pruned by `files.prune-card-files`, recorded with the reset.
 * A live document of the draft is told (`card_draft_changed`) and takes the reset too.
 * 409 when the card was never published.
 */
export async function syncLatestVersion(
  db: Database,
  actor: SignedInActor,
  cardId: string,
  jobs: JobSender,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { card } = await readCard(tx, actor, cardId, { action: "edit", forUpdate: true });
    if (!card.publishedVersionId) throw conflict("This card has no published version to go back to.");
    const [version] = await tx
      .select()
      .from(cardVersions)
      .where(eq(cardVersions.id, card.publishedVersionId));
    const content = normalizeContent(version!.content);
    const draft = normalizeContent(card.draft);
    const changed = changedUnits(draft, content);
    const revision = card.draftRevision + 1;
    const at = new Date().toISOString();
    const fieldRevisions = { ...card.fieldRevisions };
    for (const path of changed) fieldRevisions[path] = { revision, userId: actor.userId, at };
    await tx
      .update(cards)
      .set({ draft: content, draftRevision: revision, fieldRevisions })
      .where(eq(cards.id, cardId));
    await releaseUnshownDraftImages(tx, cardId, draft, content);
    await resetDraftFilesToVersion(tx, cardId, version!.id);
    await pruneCardFilesAfterCommit(tx, jobs, cardId);
    await notifyCardDraftChanged(tx, cardId);
  });
}
