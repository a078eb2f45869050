import type { CardLookups } from "@keen/cards";
import {
  type CardRead,
  type CardView,
  readCardView,
  saveDraftChanges,
  validateContentPatch,
} from "@keen/cards";
import type { CardUpdateInput } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";

/**
 * Saves changed draft fields (`PUT /Card/{cardId}`), in one transaction with the card row locked.
 *
 * A field the request changes that someone saved after `baseRevision` is a conflict: the whole
 * save is refused with 409 naming those fields with their current values, so nobody's work is
 * overwritten silently. Fields the request sends unchanged are ignored, so autosaving a whole
 * form never conflicts over untouched fields (`saveDraftChanges`, which also releases images the
 * draft no longer shows). A save that changed something tells the collab servers
 * (`card_draft_changed`), so a live document of the draft takes the change too. Answers the card
 * as saved (the caller presents it; the card was loaded with everything its view needs).
 */
export async function updateCardDraft(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: CardUpdateInput,
  lookups: CardLookups,
): Promise<CardRead<CardView>> {
  return db.transaction(async (tx) => {
    const read = await readCardView(tx, actor, cardId, { want: "draft", action: "edit", forUpdate: true });
    const { card } = read;
    if (input.baseRevision > card.draftRevision) {
      throw validation("baseRevision", `is ahead of the draft (revision ${card.draftRevision})`);
    }
    const changes = await validateContentPatch(tx, cardId, input.changes, "changes.", {
      lookups,
      files: card.files,
    });
    const saved = await saveDraftChanges(tx, jobs, card, actor.userId, changes, {
      baseRevision: input.baseRevision,
      notify: true,
    });
    // What was written is the card as the caller now reads it: no second load. (Images the save
    // released stay files of the card until the prune job, so `files` still holds.)
    const { draft, draftRevision, fieldRevisions, updatedAt } = saved;
    return { ...read, card: { ...card, draft, draftRevision, fieldRevisions, updatedAt } };
  });
}
