import {
  applyPatch,
  type CardContent,
  type CardContentPatch,
  type CardFieldConflict,
  changedUnits,
  type FieldUnit,
  getUnit,
} from "@keen/contracts";
import { cards, type FieldRevision, type Transaction, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, inArray, sql } from "drizzle-orm";
import { CardConflictError } from "./card-conflict-error";
import { normalizeContent } from "./card-content";
import { cardDraftChangedChannel } from "./card-draft-changed";
import { pruneCardFilesAfterCommit } from "./card-file-pruning";
import { memberName } from "./card-people";
import type { CardFileFact, LoadedCard } from "./load-card";
import { releaseUnshownDraftImages } from "./release-unshown-images";

/** What a draft save changed: the draft after it, its revision and the units it wrote. */
export type SavedDraftChanges = {
  draft: CardContent;
  draftRevision: number;
  fieldRevisions: Record<string, FieldRevision>;
  updatedAt: Date;
  changed: string[];
};

/**
 * Writes validated changes into the draft of a card the caller has loaded and locked
 * (`forUpdate`): the one draft-saving path of the REST save and the live document's save.
 *
 * Each unit of change (`title`, `attributes.tags`, …) remembers the revision and member that
 * last changed it. Units the changes hold with the draft's own value are ignored, so saving a
 * whole form never touches untouched fields. With `baseRevision` (a REST save), a unit someone
 * saved after it is a conflict: nothing is saved and a `CardConflictError` names those units
 * with their current values; a live document is already merged and passes none. A save that
 * changes something bumps `draftRevision`. Images the saved draft no longer shows leave the
 * draft's files (`releaseUnshownDraftImages`); when one did, a `files.prune-card-files` is
 * recorded in the same transaction.
 */
export async function saveDraftChanges(
  tx: Transaction,
  jobs: JobSender,
  card: LoadedCard & { files?: readonly CardFileFact[] },
  userId: string,
  changes: CardContentPatch,
  options: { baseRevision?: number; notify?: boolean } = {},
): Promise<SavedDraftChanges> {
  const current = normalizeContent(card.draft);
  const draft = applyPatch(current, changes);
  const changed = changedUnits(current, draft);
  const { baseRevision } = options;
  if (baseRevision !== undefined) {
    const clashing = changed.filter((path) => (card.fieldRevisions[path]?.revision ?? 0) > baseRevision);
    if (clashing.length > 0) {
      throw new CardConflictError(
        await describeConflicts(tx, clashing, current, card.fieldRevisions),
        card.draftRevision,
      );
    }
  }
  const unchanged = {
    draftRevision: card.draftRevision,
    fieldRevisions: card.fieldRevisions,
    updatedAt: card.updatedAt,
  };
  if (changed.length === 0) return { draft: current, ...unchanged, changed };

  const revision = card.draftRevision + 1;
  const at = new Date().toISOString();
  const fieldRevisions = { ...card.fieldRevisions };
  for (const path of changed) fieldRevisions[path] = { revision, userId, at };
  // With `notify`, the collab servers hear of the change from the same statement (pg_notify is
  // delivered at commit), one round trip fewer for every autosave.
  const [updated] = await tx
    .update(cards)
    .set({ draft, draftRevision: revision, fieldRevisions })
    .where(eq(cards.id, card.id))
    .returning({
      updatedAt: cards.updatedAt,
      ...(options.notify ? { notified: sql`pg_notify(${cardDraftChangedChannel}, ${card.id}::text)` } : {}),
    });
  const draftImages = card.files?.filter((file) => file.kind === "image" && file.inDraft);
  if (await releaseUnshownDraftImages(tx, card.id, current, draft, { draftImages })) {
    await pruneCardFilesAfterCommit(tx, jobs, card.id);
  }
  return {
    draft,
    draftRevision: revision,
    fieldRevisions,
    updatedAt: updated?.updatedAt ?? new Date(),
    changed,
  };
}

async function describeConflicts(
  tx: Transaction,
  paths: FieldUnit[],
  current: CardContent,
  fieldRevisions: Record<string, FieldRevision>,
): Promise<CardFieldConflict[]> {
  const userIds = [...new Set(paths.flatMap((path) => fieldRevisions[path]?.userId ?? []))];
  const people = userIds.length
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  return paths.map((path) => {
    const change = fieldRevisions[path]!;
    const person = people.find((p) => p.id === change.userId);
    const changedBy = person ? { userId: person.id, name: memberName(person) } : null;
    return {
      field: path,
      message: `${changedBy?.name ?? "Someone"} changed this after you loaded the card`,
      currentValue: getUnit(current, path) ?? null,
      changedAt: change.at,
      changedBy,
      revision: change.revision,
    };
  });
}
