import { toDocumentContent } from "@keen/card-doc";
import {
  buildPatch,
  type CardContent,
  type CardContentPatch,
  CardContentPatchSchema,
  changedUnits,
  type FieldUnit,
  getUnit,
  setUnit,
  unitOfPath,
} from "@keen/contracts";
import { type Database, type Transaction, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { isAppError } from "@keen/server-kit/errors";
import { eq } from "drizzle-orm";
import { normalizeContent } from "./card-content";
import { readCard } from "./read-card";
import { saveDraftChanges } from "./save-draft-changes";
import { validateContentPatch } from "./validate-content";

/** A unit of a live document that was not saved, and why (the API's 400 message). */
export type LiveDraftIssue = { field: string; message: string };

/**
 * What a live save did: the draft's revision after it, the units it left out, and `base`: the
 * draft as the document now holds it (the draft after the save, but for units the document did
 * not change since the `base` it was given), to hand in as the next save's `base`.
 */
export type LiveDraftSave = { draftRevision: number; issues: LiveDraftIssue[]; base: CardContent };

/**
 * Saves a live document's content (`content`, a whole card as `readCardContent` reads it) into
 * the card's draft as the member `userId`, through the REST save's own path
 * (`saveDraftChanges`): only units that differ from the draft are written, with field revisions,
 * a revision bump and the release of images the draft no longer shows. There is no revision
 * check (the document is already merged) and no `card_draft_changed` notice (the change came from
 * the live document). Units that break a rule (the 400s of `PUT /Card/{cardId}`) are left out
 * and answered as `issues`; the rest are saved. 401/403/404 as the REST save when the member may
 * no longer edit the card.
 *
 * With `base` (the draft the document last took in), only units the document changed since are
 * written: a REST save the document has not taken in yet is not undone by it.
 */
export async function saveLiveDraft(
  db: Database,
  jobs: JobSender,
  input: { cardId: string; userId: string; content: CardContent; base?: CardContent },
): Promise<LiveDraftSave> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
    const actor = member ? { userId: input.userId, role: member.role } : null;
    const { card } = await readCard(tx, actor, input.cardId, {
      want: "draft",
      action: "edit",
      forUpdate: true,
    });
    const current = normalizeContent(card.draft);
    // Compared in the document's form, so rich text written into it is not taken for an edit.
    const differing = changedUnits(toDocumentContent(current), input.content);
    const touched = input.base ? changedUnits(toDocumentContent(input.base), input.content) : differing;
    const units = touched.filter((unit) => differing.includes(unit));
    const { changes, issues } = await validateLiveUnits(tx, input.cardId, input.content, units);
    const saved = await saveDraftChanges(tx, jobs, card, input.userId, changes);
    const base = input.base ? buildBase(input.base, saved.draft, touched) : saved.draft;
    return { draftRevision: saved.draftRevision, issues, base };
  });
}

/** `base` with the given units taken from `draft`. */
function buildBase(base: CardContent, draft: CardContent, units: readonly FieldUnit[]): CardContent {
  return units.reduce((next, unit) => setUnit(next, unit, getUnit(draft, unit)), base);
}

/**
 * The valid part of `units` of `content` as a patch (parsed like a REST `changes`, then checked
 * against the database by `validateContentPatch`), and an issue for each unit left out.
 */
async function validateLiveUnits(
  tx: Transaction,
  cardId: string,
  content: CardContent,
  units: readonly FieldUnit[],
): Promise<{ changes: CardContentPatch; issues: LiveDraftIssue[] }> {
  const issues: LiveDraftIssue[] = [];
  let kept = units.filter((unit) => {
    const parsed = CardContentPatchSchema.safeParse(buildPatch(content, [unit]));
    for (const issue of parsed.error?.issues ?? []) {
      issues.push({ field: issue.path.map(String).join(".") || unit, message: issue.message });
    }
    return parsed.success;
  });
  // Each round leaves out the units the database checks blame; what stays passes in the next.
  while (kept.length > 0) {
    const patch = CardContentPatchSchema.parse(buildPatch(content, kept));
    try {
      return { changes: await validateContentPatch(tx, cardId, patch), issues };
    } catch (error) {
      const problems = isAppError(error) ? (error.details ?? []) : [];
      const blamed = new Set(problems.map((problem) => unitOfPath(problem.field)));
      if (!kept.some((unit) => blamed.has(unit))) throw error;
      issues.push(...problems);
      kept = kept.filter((unit) => !blamed.has(unit));
    }
  }
  return { changes: {}, issues };
}
