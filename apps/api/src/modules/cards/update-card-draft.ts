import type { CardFieldConflict, CardUpdateInput } from "@keen/contracts";
import { cards, type Database, type FieldRevision, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq, inArray } from "drizzle-orm";
import { validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { CardConflictError } from "./card-conflict-error";
import { applyPatch, normalizeContent, patchPaths, sameJson, valueAt } from "./card-content";
import { pruneCardFilesAfterCommit } from "./card-file-pruning";
import { memberName } from "./card-people";
import { loadAuthorizedCard } from "./load-card";
import { releaseUnshownDraftImages } from "./release-unshown-images";
import { validateContentPatch } from "./validate-content";

/**
 * Saves changed draft fields (`PUT /Card/{cardId}`), in one transaction with the card row locked.
 *
 * Each unit of change (`title`, `attributes.tags`, …) remembers the revision that last changed
 * it. A field the request changes that someone saved after `baseRevision` is a conflict: the
 * whole save is refused with 409 naming those fields with their current values, so nobody's
 * work is overwritten silently. Fields the request sends unchanged are ignored, so autosaving a
 * whole form never conflicts over untouched fields. A save that changes something bumps
 * `draftRevision`. Images the saved draft no longer shows leave the draft's files (a replaced or
 * removed cover at once, others after a grace period: `releaseUnshownDraftImages`); when one
 * did, the save records `files.prune-card-files`, which deletes it once nothing else holds it.
 */
export async function updateCardDraft(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: CardUpdateInput,
): Promise<void> {
  return db.transaction(async (tx) => {
    const card = await loadAuthorizedCard(tx, actor, cardId, "edit", { forUpdate: true });
    if (input.baseRevision > card.draftRevision) {
      throw validation("baseRevision", `is ahead of the draft (revision ${card.draftRevision})`);
    }
    const changes = await validateContentPatch(tx, cardId, input.changes, "changes.");
    const current = normalizeContent(card.draft);
    const changed = patchPaths(changes).filter(
      (path) => !sameJson(valueAt(current, path), valueAt(changes, path)),
    );
    const clashing = changed.filter(
      (path) => (card.fieldRevisions[path]?.revision ?? 0) > input.baseRevision,
    );
    if (clashing.length > 0) {
      throw new CardConflictError(
        await describeConflicts(tx, clashing, current, card.fieldRevisions),
        card.draftRevision,
      );
    }
    if (changed.length === 0) return;

    const revision = card.draftRevision + 1;
    const at = new Date().toISOString();
    const fieldRevisions = { ...card.fieldRevisions };
    for (const path of changed) fieldRevisions[path] = { revision, userId: actor.userId, at };
    const draft = applyPatch(current, changes);
    await tx
      .update(cards)
      .set({ draft, draftRevision: revision, fieldRevisions })
      .where(eq(cards.id, cardId));
    if (await releaseUnshownDraftImages(tx, cardId, current, draft)) {
      await pruneCardFilesAfterCommit(tx, jobs, cardId);
    }
  });
}

async function describeConflicts(
  tx: Parameters<typeof loadAuthorizedCard>[0],
  paths: string[],
  current: object,
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
      currentValue: valueAt(current, path) ?? null,
      changedAt: change.at,
      changedBy,
      revision: change.revision,
    };
  });
}
